package rules

// More lines that look like actions and are not (issue 28): forms found
// in the notes of many teams, read by their form and their place in the
// document as the classes of notaction.go are.
//
//   - a need with nobody committing: the meeting's own records to be
//     approved ("The minutes need to be reviewed and approved"), people
//     who receive something ("Everyone who contributed will be added
//     …"), and a passive need outside any future-work context ("Test
//     data would need to be provided …"). (The group's own need, "We
//     need to document how to make the requests", stays an action: in
//     the dev split it is a labelled action more often than not.)
//   - a request to the whole community or the readers: "All: Please read
//     …", "All: Please introduce yourself …", "Feel free to …";
//   - a convention from now on: "From now on try to avoid …", "Going
//     forward, …", "앞으로 …할 것" — a rule of the team, not a task;
//   - a decision put off or aimed at: "This will be tabled until Rob can
//     be present", "aiming to make a decision on this in 1 - 2 months";
//   - a status line: "in the process of writing …", "It is currently
//     maintained by …";
//   - an agenda time-box: "ease adoption: 5 mins", "(10 min)";
//   - the items under a label that drops them: "The following are
//     dropped for now:", "Out of scope:", "Not doing:", "Parking lot".
//
// As in notaction.go a dropped line that carries commitment signals is
// still a possible action (signals.go).

import (
	"regexp"
	"strings"
	"unicode"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// notForm: c, read from node i, is one of the classes above.
func (p *parser) notForm(i int, c *extract.Candidate) bool {
	n := p.d.Nodes[i]
	line := strings.TrimSpace(strings.TrimLeft(stripInline(n.Text), "*_ "))
	title := strings.TrimSpace(strings.TrimLeft(stripInline(c.Title), "*_ "))
	return p.impersonalNeed(c, line, title) || p.communityRequest(c, title) ||
		convention(c, line) || statusLine(c, line) || p.droppedList(i, c) ||
		(deferredDecision(line) || timeBox(line) || remarkForm(line)) && !p.namedCommitment(c, line)
}

// reRemarkLabel: a line a remark's label opens ("Concerns w/ the design
// team: …", "Pros: …", "Risks: …"): what someone thinks, not work.
// reGoalPurpose: a purpose stated ("Goal: to get more people to the
// webinar"). reWouldHelp: a suggestion ("it would be helpful to ask them
// …"). reIfSomeoneCould: a rule for whoever meets a case ("When someone
// needs more time, they could ask the manager").
var (
	reRemarkLabel    = regexp.MustCompile(`(?i)^(?:concerns?|worries|worried|pros|cons|risks?|challenges?|observations?|thoughts|impressions?)(?:\s+(?:w/|with|about|on|for|re|from|of)\s*[^:：]{1,40})?\s*[:：]`)
	reGoalPurpose    = regexp.MustCompile(`(?i)^(?:the\s+)?(?:goal|goals|aim|purpose|intent)\s*[:：]\s*to\s+\p{L}`)
	reWouldHelp      = regexp.MustCompile(`(?i)\bit\s+would\s+be\s+(?:very\s+|really\s+|more\s+)?(?:helpful|better|good|nice|great|useful|best|ideal|wise)\s+(?:to|if)\b`)
	reIfSomeoneCould = regexp.MustCompile(`(?i)^(?:when|whenever|if)\s+(?:someone|somebody|anyone|people|members?|a\s+member|they|you)\b[^.;]{0,160}?,\s*(?:they|you|he|she|we)\s+(?:could|can|may|might)\s+\p{L}`)
)

// remarkForm: a line of one of the forms above.
func remarkForm(line string) bool {
	return reRemarkLabel.MatchString(line) || reGoalPurpose.MatchString(line) || reWouldHelp.MatchString(line) || reIfSomeoneCould.MatchString(line)
}

// reNameCommitsIn: a name committing inside the line, after a separator
// ("Deferred to next meeting: Alice to send the draft", "(5 min) Dana
// to demo the new console").
var reNameCommitsIn = regexp.MustCompile(`(?:^|[:：\-–—,;)]\s*)(@?\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?)\s+(?:to|will|shall|is\s+going\s+to)\s+\p{L}`)

// namedCommitment: the line itself writes a person committing: whatever
// else it says about the meeting (a time-box, a deferral), the person's
// work stays a task. A lower-case word read as the owner ("aiming to
// make a decision") is no person.
func (p *parser) namedCommitment(c *extract.Candidate, line string) bool {
	for _, m := range reNameCommitsIn.FindAllStringSubmatch(line, -1) {
		name := m[1]
		if notNames[strings.ToLower(strings.Fields(name)[0])] || !p.plausibleOwner(name) {
			continue
		}
		return true
	}
	for _, o := range c.Owners {
		o = strings.TrimSpace(o)
		if r := []rune(o); len(r) == 0 || unicode.IsLower(r[0]) {
			continue
		}
		if (p.known(o) || strings.HasPrefix(o, "@")) && strings.Contains(line, o) {
			return true
		}
	}
	return false
}

// everyoneWords: an addressee that is the whole group or the readers,
// never a person who takes the work.
var everyoneWords = map[string]bool{
	"all": true, "everyone": true, "everybody": true, "anyone": true, "anybody": true,
	"all attendees": true, "attendees": true, "community": true, "the community": true,
	"folks": true, "all folks": true, "y'all": true, "you all": true, "readers": true,
	"all members": true, "members": true, "participants": true, "all participants": true,
}

// toEveryone: c names no one but the whole group, or no one at all.
func toEveryone(c *extract.Candidate) bool {
	switch len(c.Owners) {
	case 0:
		return true
	case 1:
		return everyoneWords[strings.ToLower(strings.Trim(c.Owners[0], " *_:"))]
	}
	return false
}

var (
	// reRecordsNeed: the meeting's own records wait for the body's
	// approval ("The minutes need to be reviewed and approved", "last
	// meeting's notes will be approved"): the body's procedure.
	reRecordsNeed = regexp.MustCompile(`(?i)^(?:(?:the|these|this|our|last|previous|today'?s|prior)\s+)*(?:(?:meeting|call|week'?s?|month'?s?|meeting'?s|call'?s)\s+)?(?:minutes|notes|agenda)\b[^.;]{0,60}?\b(?:(?:needs?|must|should|has|have)\s+to\s+be|(?:will|shall|are\s+to|is\s+to)\s+be)\s+(?:reviewed|approved|accepted|adopted|ratified|signed\s+off)\b`)
	// rePatientPeople: people who receive something, with no one named
	// to give it ("Everyone who contributed will be added to the
	// authors list", "Members on the call will be invited …").
	rePatientPeople = regexp.MustCompile(`(?i)^(?:everyone|everybody|anyone|all\s+(?:of\s+)?(?:the\s+)?\w+|people|those|members|contributors|participants|attendees|folks)\b[^.;:]{0,80}?\b(?:will|shall|would|are\s+going\s+to|are\s+to|is\s+to)\s+be\s+(?:added|invited|credited|listed|acknowledged|notified|contacted|informed|thanked|welcomed|included|recognized|recognised|mentioned|given|granted|sent|emailed|asked)\b`)
)

// impersonalNeed: c is a need nobody commits to: the meeting's records
// awaiting the body's approval, people who receive something. (A
// passive need as such is no such class: under a to-do label, "website
// still needs to be populated" is the team's work.)
func (p *parser) impersonalNeed(c *extract.Candidate, line, title string) bool {
	if !toEveryone(c) {
		return false
	}
	return reRecordsNeed.MatchString(title) || reRecordsNeed.MatchString(line) || rePatientPeople.MatchString(line)
}

var (
	// reAskPlease: a polite request ("Please read the announcement").
	reAskPlease = regexp.MustCompile(`(?i)^(?:please|pls|kindly)\b`)
	// reReaderWelcome: an open invitation to whoever reads the notes
	// ("Feel free to leave comments", "You are welcome to join",
	// "Everyone is encouraged to …").
	reReaderWelcome = regexp.MustCompile(`(?i)^(?:feel\s+free|you\s+are\s+(?:welcome|invited|encouraged)|you'?re\s+(?:welcome|invited|encouraged)|don'?t\s+hesitate|do\s+not\s+hesitate|(?:everyone|everybody|anyone)\s+is\s+(?:welcome|invited|encouraged))\b`)
)

// communityRequest: c asks the whole community or the readers: "All:
// Please read …", "Everyone: please introduce yourself …", "Feel free to
// …". A request addressed to a person, by name or as the owner, stays
// an action ("Please, Dana, send the invite", "@lidel: please …"), and
// so does a bare "please look at <link>" (a series restates it as work)
// and "@all: review the roadmaps" (work given to everyone). A question to
// everyone is not one of them: "@all: How about an ipfs-apps team? -
// comment @ …" is labelled an action.
func (p *parser) communityRequest(c *extract.Candidate, title string) bool {
	if !toEveryone(c) {
		return false
	}
	if reReaderWelcome.MatchString(title) {
		return true
	}
	return len(c.Owners) == 1 && reAskPlease.MatchString(title)
}

// reConvention: a rule the team keeps from now on, opening the line
// ("From now on try to avoid …", "Going forward, open an issue …",
// "앞으로는 PR 전에 이슈를 먼저 열 것").
var reConvention = regexp.MustCompile(`(?i)^(?:from\s+now(?:\s+on)?|from\s+here\s+on|going\s+forward|moving\s+forward|henceforth|hereafter|in\s+(?:the\s+)?future|as\s+a\s+rule)\b\s*[,:]?|^(?:앞으로|이제부터|앞으로는|향후)(?:\s|,)`)

// reInlineTask: a marker of work inside the line ("앞으로 모든 API는 …
// 가정함. *(TODO: Guest 계정 기능 추가할 것)*"): the convention carries
// a task.
var reInlineTask = regexp.MustCompile(`(?i)\b(?:todo|to-do|action(?:\s+items?)?|ai)\s*[:：]|\(\s*todo\s*\)`)

// reKoHorizon: "앞으로" opening a span of time ("앞으로 2주 동안 …",
// "앞으로 한 달 안에 …") is the work's deadline, not a convention.
var reKoHorizon = regexp.MustCompile(`^(?:앞으로|향후)\s*(?:\d+|한|두|세|네|다섯|몇)\s*(?:주|일|달|개월|시간|주일|번)`)

// convention: c, with nobody named, states a convention and carries no
// task marker nor a span of time.
func convention(c *extract.Candidate, line string) bool {
	return len(c.Owners) == 0 && reConvention.MatchString(line) && !reInlineTask.MatchString(line) && !reKoHorizon.MatchString(line)
}

// reDeferred: a decision put off or only aimed at, in any tense ("This
// will be tabled until the next meeting when Rob can be present",
// "Postponed to next week", "aiming to make a decision on this in 1 - 2
// months").
var reDeferred = regexp.MustCompile(`(?i)^(?:(?:this|that|it|the\s+(?:decision|discussion|topic|item|vote|issue|question))\s+)?(?:(?:will|shall|is|was|has\s+been|were|are|to)\s+be\s+|is\s+|was\s+|has\s+been\s+)?(?:tabled|postponed|deferred|parked|put\s+on\s+hold|held\s+over)\b|^(?:we\s+are\s+|we'?re\s+|are\s+)?(?:aim(?:ing|s)?|hop(?:e|es|ing)|want(?:ing)?)\s+to\s+(?:make\s+(?:a|the|our)\s+(?:final\s+)?decision|decide|reach\s+(?:a\s+)?(?:decision|consensus|agreement))\b`)

// deferredDecision: the line, from its start, puts a decision off. An
// owner read from around it (a person's heading above "aiming to make a
// decision on this in 1 - 2 months") does not make it a task; a line
// that writes its person first ("Alice: aiming to decide …") is not
// read here.
func deferredDecision(line string) bool {
	return reDeferred.MatchString(line)
}

// reStatus: the line reports a state ("in the process of writing …",
// "It is currently maintained by a single developer", "We are currently
// organising the summit"). A named person's "Bob is currently rewriting
// the docs" is their ongoing work and stays (a series links it).
var reStatus = regexp.MustCompile(`(?i)^(?:(?:it|this|that|there|we|they|the\s+[\p{L}\d -]{1,30}?)\s+(?:is|are|'re|'s)\s+)?(?:currently|presently|in\s+the\s+process\s+of|in\s+the\s+middle\s+of)\b`)

// statusLine: c, with nobody named, reports a state.
func statusLine(c *extract.Candidate, line string) bool {
	return len(c.Owners) == 0 && reStatus.MatchString(line)
}

// reTimeBox: an agenda item's time-box, closing the line ("ease adoption:
// 5 mins", "Review the roadmap (10 min)", "CII Badge - 5 minutes") or
// opening it ("(5 minutes) Lightning intros").
var reTimeBox = regexp.MustCompile(`(?i)(?:[:\-–—]\s*|\(\s*|\[\s*)~?\d+(?:\s*[-–]\s*\d+)?\s*(?:min|mins|minutes|hrs?|hours?)\.?(?:\s+each)?\s*[)\]]?\s*$|^[(\[]\s*~?\d+(?:\s*[-–]\s*\d+)?\s*(?:min|mins|minutes)\s*[)\]]`)

// timeBox: the line is an agenda item with its time-box.
func timeBox(line string) bool {
	return reTimeBox.MatchString(line)
}

// reDropLabel: a label that drops the items it introduces ("The
// following are dropped for now:", "Out of scope:", "Not doing:",
// "Parking lot"). Work put on hold is not dropped: "On Hold:" above
// "ACTION: Dan to get members …" is a labelled action, so "on hold",
// "deferred", "postponed" (and Korean "보류") are no drop labels.
var reDropLabel = regexp.MustCompile(`^(?:(?:the\s+)?following\s+(?:items\s+)?(?:are|were|is|will\s+be)\s+(?:dropped|descoped|out\s+of\s+scope|not\s+in\s+scope|not\s+planned|cancell?ed)(?:\s+for\s+now)?|(?:items\s+)?(?:out\s+of|not\s+in)\s+scope|non\s?-?goals?|not\s+doing|won'?t\s+do|will\s+not\s+do|not\s+planned|dropped(?:\s+items)?|descoped|parking\s+lot|제외(?:\s+항목)?|하지\s*않(?:을|는)\s*것)(?:\s+for\s+now)?$|(?:^|\s)parking\s+lot(?:\s|$)`)

// droppedList: node i, naming nobody, is an item of a list that a drop
// label (a heading, a line of its own, or a parent item) introduces.
func (p *parser) droppedList(i int, c *extract.Candidate) bool {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem || len(c.Owners) > 0 {
		return false
	}
	drop := func(s string) bool {
		return reDropLabel.MatchString(normHeading(strings.TrimRight(stripInline(s), ":： ")))
	}
	for j, depth := n.Parent, 0; j >= 0 && depth < 3; j, depth = p.d.Nodes[j].Parent, depth+1 {
		if drop(p.d.Nodes[j].Text) {
			return true
		}
	}
	if n.Section != nil && drop(n.Section.Title) {
		return true
	}
	for j := i - 1; j >= 0 && j >= i-200; j-- {
		m := p.d.Nodes[j]
		if m.Kind == doc.ListItem || m.Kind == doc.Blank {
			continue
		}
		if m.Kind != doc.Paragraph {
			return false
		}
		return drop(m.Text)
	}
	return false
}
