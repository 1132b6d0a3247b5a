// Package rules is the default extractor: deterministic, offline, and
// general over the ways real teams write action items, in Korean and
// English.
//
// It works over the document model of package doc (sections, list items
// with their nesting, tables with their header, paragraphs) and recognises:
//
//   - Tables with an owner column, in any column order, with Korean or
//     English headers and their synonyms (담당자/담당/책임자, 업무/할 일/작업/내용,
//     마감일/기한/일정; Owner/Assignee/Who/DRI, Task/Action/Item, Due/Deadline/
//     When/ETA). A date in the section heading is the rows' due date when
//     the table has no due column.
//   - Items of action sections (Action items, Next steps, TODO, 액션 아이템,
//     할 일, 후속 조치, 다음 할 일, … — see vocab.go), and of sections headed by
//     a deadline ("목요일 전까지").
//   - Markers anywhere: "TODO: …", "TODO(name)", "TODO by name:", "AI: …",
//     "AI - …", "Action: …", "[ACTION ITEM] …", "액션: …", "할 일: …"; a marker
//     recording no action ("AI: none", "할 일: 없음") is ignored.
//   - Checklist items with an owner anywhere ("- [ ] @name task"); a
//     checked name alone ("- [x] Alice") is a roll call, not an action.
//   - Commitments anywhere: "민서가 … 하기로 함", "지훈 님이 … 공유 예정",
//     "담당: 민서", "(민서)", "Dana will …", "Dana to …", a speaker's own "JK: I
//     will …", "assigned to Name", owners at the end of a line ("… - 윤하린").
//
// Three levels of confidence come out: a clear action with an owner is
// ready; a plausible commitment that is not certain (outside an action
// section, no owner, a tentative owner) carries a problem that makes it
// needs-human with the line ("possible action: confirm"); noise is not
// returned. Owners are never invented: an owner is a name written on the
// line, in its table row, or in the heading that scopes it. Due expressions
// are cut out of the title and handed to axagent as written; this
// package never resolves them.
package rules

import (
	"context"
	"iter"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// Extractor is the rule-based extractor. The zero value is ready to use.
type Extractor struct{}

// New returns the rule-based extractor.
func New() *Extractor { return &Extractor{} }

// Extract implements extract.Extractor.
func (Extractor) Extract(ctx context.Context, in extract.Input) ([]extract.Candidate, error) {
	cands, err := parseWith(ctx, in.Notes, in.Roster, in.Transcript, in.RestatesOpenTask)
	if err != nil {
		return nil, err
	}
	return scoredActions(ctx, in, cands)
}

// Problems attached to uncertain candidates (they make the action
// needs-human; the line is in the plan).
const (
	problemConfirm   = "possible action: confirm (a commitment outside an action section)"
	problemTentative = "possible action: confirm (the owner is tentative)"
	problemNoSubject = "possible action: confirm (a commitment that names nobody)"
	problemHeading   = "possible action: confirm (a name at the end of a heading: an owner or a presenter?)"
	problemInferred  = "possible action: confirm (the task is taken from the heading above)"
	problemRestated  = "possible action: confirm (a line outside the action items that repeats an open task of the series)"
	problemAreaHeld  = "possible action: confirm (an area and who holds it: work, or a role?)"
)

type parser struct {
	d *doc.Document
	// prosePlanned: lines koProsePlanned already took a plan from
	// (koprosecell.go): one task a line, as labels are kept.
	prosePlanned map[int]bool
	roster       *extract.Roster
	// headings: the indexes of d's heading nodes, read once
	// (headingsBefore).
	headings []int
	// names are people the notes name with confidence (attendees, @handles,
	// owners of clear actions); a lower-case "tomo to …" is an owner only
	// when tomo is one of them.
	names map[string]bool
	// listLabels: the labels an action list writes before its items'
	// work, one of them again and again ("IT7: …", "IT7: …", "한빛상사:
	// …"): who takes each (listlabels.go).
	listLabels map[string]bool
	// ownerCells: the owner-column cells of the notes' own tables
	// ("요청자/문서·QA"): a heading that is one of them heads that
	// owner's list (rolltable.go).
	ownerCells map[string]bool
	tables     map[*doc.Table]tableRoles
	secs       map[*doc.Section]secInfo
	words      map[string]int
	text       string
	// records are the lines of field blocks ("- Owner: Alice", "- Due:
	// 9/30", "- Description: …"): the block's candidate sits on one of
	// its lines, the others give nothing.
	records map[int]*extract.Candidate
	// parentDue: the deadline a commitment's detail fields give it
	// (records.go, commitmentDetails), by the commitment's line.
	parentDue map[int]string
	// transcript: a speaker's timed first-person commitment is an action.
	transcript bool
	// midSentence: the line being read continues the line above.
	midSentence bool
	// restates is extract.Input.RestatesOpenTask (nil: not asked).
	restates func(owner, title, restates string) bool
	// teams are the team names the notes' headings and parent items are
	// (lower case; read when first asked).
	teams map[string]bool
	// koRollN counts the Korean attendees the notes name (-1: not yet).
	koRollN int
	// timeLabelParents: the lines of the list items whose nested lines
	// are labelled by time or kind (koTimeLabelledBlock; nil: not yet).
	timeLabelParents map[int]bool
	// given are the given names of the Korean full names in names (as of
	// givenOf names).
	given   map[string]bool
	givenOf int
	// committers are the names that commit the usual way somewhere in
	// the notes ("Boris to post …"), found once when first asked.
	committers map[string]bool
	// discussions: whether a list is a discussion of "Name - remark"
	// items (speakerRemark; read when first asked).
	discussions map[listKey]bool
	// firm are the commitments outside an action section filed without
	// asking (firmCommitment).
	firm map[*extract.Candidate]bool
	// dateHeads counts the date-only headings (-1: not yet; korunninglog.go).
	dateHeads int
	// runNames are the given names runs of name-labelled lines write
	// (korunninglog.go).
	runNames map[string]bool
	// memberLabels: member labels of a per-member scrum read by their
	// siblings (konamelabels.go), known as names without joining the
	// roll that koRoll counts.
	memberLabels map[string]bool
	// rollInitialsOf: the initials of the roll's full names
	// (rollinitials.go), known as names without counting as roll
	// members.
	rollInitialsOf map[string]bool
	// thingOwners: for each unknown owner asked, whether the notes write
	// it as a thing (enprecision.go).
	thingOwners map[string]bool
}

// Parse extracts candidates from notes. It never panics on any input and
// runs in time linear in the input (RE2 regular expressions, bounded lines).
func Parse(ctx context.Context, notes []byte, roster *extract.Roster) ([]extract.Candidate, error) {
	return parse(ctx, notes, roster, false)
}

func parse(ctx context.Context, notes []byte, roster *extract.Roster, transcript bool) ([]extract.Candidate, error) {
	return parseWith(ctx, notes, roster, transcript, nil)
}

// parseWith is parse, asking restates (extract.Input.RestatesOpenTask)
// about lines that are no action as written.
func parseWith(ctx context.Context, notes []byte, roster *extract.Roster, transcript bool, restates func(owner, title, restates string) bool) ([]extract.Candidate, error) {
	d, err := doc.Parse(ctx, notes)
	if err != nil {
		return nil, err
	}
	// (kochat.go) notes that are a messenger chat: a transcript of
	// "name: message" lines.
	var writers []string
	if !transcript {
		var chat bool
		if writers, chat = koChatTranscript(d); chat {
			transcript = true
		}
	}
	// (koprosecell.go) a form's field row of running prose: a paragraph.
	koProseFieldRows(d)
	// (kolonglines.go) a long Korean line of several items: one node each.
	koSplitLongLines(d)
	// (enaisummary.go) "Next steps: 1) … 2) …" written in one line.
	enSplitInlineSteps(d)
	// (nametag.go) HackMD's "[name=…]" tags where they give an owner.
	nameTagsAsOwners(d)
	// (enhighlight.go) "==…==" spans under a legend that highlights actions.
	highlightMarkers(d)
	// (pipefields.go) "• 로그인 구현 | 지훈 | 6/5": fields of an item.
	pipeFieldItems(d)
	labelledFieldItems(d)
	keyNameItems(d)
	// (enprose.go) an English paragraph of several commitments.
	enSplitProse(d)
	var q *parser
	enSplitWrappedItems(d, func(s string, n doc.Node) string {
		if q == nil {
			// Built only for the rare item that may split: a parser
			// reads the notes' names.
			q = newParser(d, roster, transcript)
		}
		plain := stripInline(s)
		switch q.formSignal(plain, n) {
		case formFirst, formOffer:
			return "we"
		case formNamed:
			// A person the notes name elsewhere (attendees, handles).
			if m := reNamedCommit.FindStringSubmatch(plain); m != nil {
				if who := strings.Trim(strings.TrimSpace(m[1]), "[]*_"); q.known(who) {
					return who
				}
			}
		}
		return ""
	})
	p := newParser(d, roster, transcript)
	p.restates = restates
	for _, w := range writers {
		p.names[strings.ToLower(w)] = true
	}
	var out []extract.Candidate
	firm := map[int]bool{}
	for i := range d.Nodes {
		if i%1024 == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		if p.chatLine(i) {
			// A chat pasted into the notes: what is said there stays a
			// possible action (enforms.go).
			continue
		}
		if p.meetingOwnerField(i) || p.actionLabelItem(i) {
			continue
		}
		if earlierNotes(d.Nodes[i].Section) {
			// A copy of an earlier meeting's notes (earliernotes.go):
			// nothing in it is new work, nor a possible action.
			continue
		}
		if _, _, ok := p.labelScope(i); ok {
			// "- Tom (by March 3)" / "  - book the venue": the label
			// gives its items their owner and deadline; it is none.
			continue
		}
		// (assignedearlier.go) "X was assigned to Bob last week".
		c := p.assignedEarlierLine(i)
		if c == nil {
			// (enaskedother.go) "Alice asked Bob to …": Bob's.
			c = p.enAskedOther(i)
		}
		if c == nil {
			// (ensubjects.go) "Ken reported … He will provide the list".
			c = p.pronounPlan(i)
		}
		if c == nil {
			c = p.node(i)
		}
		if c == nil || p.agendaTalk(i, c) {
			// (enstepforms.go) "Kim to discuss with Ada to start the
			// vote": talk with a named counterpart is the step, where
			// the form "Name to …" reads talk as no work or, under an
			// agenda, as the person's part in the meeting.
			if t := p.enTalkWithAt(i); t != nil {
				c = t
			}
		}
		if rec, ok := p.records[i]; ok && rec == nil {
			// A field of a record read elsewhere ("  - 담당: 하윤").
			continue
		}
		if c == nil {
			c = p.doneReport(i)
		}
		if c == nil {
			c = p.progressLine(d.Nodes[i], p.section(d.Nodes[i].Section))
		}
		if c == nil {
			c = p.updateLine(i)
		}
		if c == nil {
			// (trailingowner.go) "Ping Matt on this (Ben)".
			c = p.trailingOwnerStep(i)
		}
		if c == nil {
			// "- 다음주: 데이터 정제 로직" under a person: a future-work
			// label names the line's context and the person its owner,
			// read before its signals.
			c = p.koLabelLineOfPerson(i)
		}
		if c == nil {
			// "### Alice" / "- Next: update the checklist" (enpersonlabel.go).
			c = p.enLabelLineOfPerson(i)
		}
		if c == nil {
			// (canoffer.go) "Mark: … I can write a guide on versioning."
			c = p.speakerCanOffer(i)
		}
		if c == nil {
			c = p.promote(i)
		}
		if c == nil {
			c = p.restatedLine(d.Nodes[i], p.section(d.Nodes[i].Section))
		}
		if c == nil {
			c = p.ongoingWork(i)
		}
		if c == nil {
			c = p.progressivePlan(i)
		}
		if c == nil {
			c = p.reportedPlan(i)
		}
		if c == nil {
			// (encanwork.go) "Bob can update the docs": tentative.
			c = p.enCanWork(i)
		}
		if c == nil {
			// (enpresentshares.go) "Bob drafts the email, Alice reviews it".
			c = p.enPresentShares(i)
		}
		if c == nil {
			// (enwouldplan.go) "Rama would create the slides" under the
			// next steps of past-tense minutes.
			c = p.wouldPlan(i)
		}
		if c == nil {
			c = p.personChildPlan(i)
		}
		if c == nil {
			c = p.announcedItem(i)
		}
		if c == nil {
			// (worklist.go) "Need to test" / "  - Rollback script".
			c = p.verbLabelItem(i)
		}
		if c == nil {
			c = p.koLabelLine(i)
		}
		if c == nil {
			c = p.koTrailCharge(i)
		}
		if c == nil {
			c = p.enVocativeRequest(i)
		}
		if c == nil {
			c = p.enParenTask(i)
		}
		if c == nil {
			c = p.handOff(i)
		}
		if c == nil {
			c = p.wrappedCommitment(i)
		}
		if c == nil {
			c = p.enOfferThenWill(i)
		}
		if c == nil {
			c = p.enRefChild(i)
		}
		if c == nil {
			c = p.enGerundLabel(i)
		}
		if c == nil {
			c = p.enVolunteerAfter(i)
		}
		if c == nil {
			// (enoss.go) "The Executive Council liaison will report back …".
			c = p.enRoleWill(i)
		}
		if c == nil {
			// (enoss.go) "Rich, invite Ruben as guest …".
			c = p.enNameCommaImperative(i)
		}
		if c == nil {
			// (namecolonsteps.go) "- **Eric**: set up the meetup event"
			// among siblings of that shape.
			c = p.enNameColonSteps(i)
		}
		if c == nil {
			// (enlabelsnot.go) "Everyone please take a look at these".
			c = p.enGroupPlease(i)
		}
		if c == nil {
			c = p.enWeAgreedTo(i)
		}
		if c == nil {
			c = p.enPassivePlan(i)
		}
		if c == nil {
			// (enaskedus.go) "The client told us to share drafts …".
			c = p.enAskedUsTo(i)
		}
		if c == nil {
			// (enteamcolon.go) "Data team: Annotate more images".
			c = p.enTeamColon(i)
		}
		if c == nil {
			// (markerclause.go) "next step is to submit a PR".
			c = p.markerClause(i)
		}
		if c == nil {
			c = p.enWrappedSubject(i)
		}
		if c == nil {
			c = p.enPronounPlan(i)
		}
		if c == nil {
			c = p.enReportThenWill(i)
		}
		if c == nil {
			// (ellipsisoffer.go) "Adam has done …, but willing to help out".
			c = p.enEllipsisOffer(i)
		}
		if c == nil {
			// (kotemplatefields.go) "이슈 : … => 12/1까지 … 해결".
			c = p.koArrowResolution(i)
		}
		// (enhandoff.go) owners before a due, arrows, decisions.
		c = p.leftForms(i, c)
		if c == nil {
			c = p.koFreshForms(i)
		}
		if c == nil {
			// (kodecidedcharge.go) "결정 사항" / "- 위키 정리: 김하늘 선임님".
			c = p.koDecidedCharge(i)
		}
		if c == nil {
			// (kodecidedwork.go) "### 이전 미팅 결정 사항" / "- 코드 아키텍처 공부".
			c = p.koDecidedWorkItem(i)
		}
		if c == nil {
			// (kotwosignals.go) an open box with a to-do ending.
			c = p.koTwoSignals(i)
		}
		if c == nil {
			// (kotodorun.go) the meeting's bare list of -기 to-dos.
			c = p.koTodoRun(i)
		}
		if c == nil {
			// (koperiodchange.go) "- 9/6~9/20 (…)" / "  - 관리자: 게시글 CRUD".
			c = p.koPeriodItem(i)
		}
		if c == nil {
			// (koperiodchange.go) "셀A 피드백" / "- 목록 화면: 정렬 버튼 추가".
			c = p.koChangeItem(i)
		}
		if c == nil || len(c.Owners) == 0 && slices.Contains(c.Problems, problemConfirm) {
			// (personopenbox.go) "### 김철수" / "- [ ] 배포 스크립트 작성":
			// the scope gives an owner-less reading, a deadline's say,
			// its person and the box its certainty.
			if b := p.personOpenBox(i); b != nil {
				c = b
			}
		}
		if c == nil {
			c = p.inlineCarryOver(i)
		}
		if c == nil {
			// (enstepforms.go) "asking Rui to …", "Kim to discuss with
			// Ada …", a step under a person's step.
			c = p.enStepForms(i, out)
		}
		if c == nil {
			continue
		}
		readInlineRecord(c, d.Nodes[i].Text)
		if p.enClosedStep(i) || p.enDescribedPurpose(i, c) || p.enDecidedPolicy(i, c) {
			// (enstepforms.go) "(completed 2020-09-22)", "  - Done: …";
			// "Helps to get people up and running"; "Decided on …: will
			// support …".
			continue
		}
		if c.Syntax != synHomeworkLink && p.linkOnlyTask(c) || p.speakerRemark(i, c) || p.reportLine(i, c) || p.noteLine(i, c) || p.verbOwner(c) || p.notAction(i, c) || p.enNotTask(i, c) || c.Syntax != synHomeworkLink && p.enRunningNot(i, c) || p.reportUnderMixedHeading(i) || p.ccLine(i) || p.koNotStepOfStudentNotes(i, c) || p.koHedged(i, c) || p.koNotAction(i, c) || p.enRecordPart(i, c) || p.roleLine(i, c) || p.positionLine(i) || p.pairLine(i, c) || p.fileNamesOnly(i) || p.koUnderDoneItem(i) || p.attendanceLine(i, c) || p.leadInOverSteps(i) || p.goalOverNamedStep(i, c) || p.restatedTopic(i, c) || p.enFurniture(i, c) {
			continue
		}
		if p.koPlanLeadIn(i) {
			// "다음 API들을 … 연동할 예정입니다:": the label of the list
			// under it, whose items are the work (koplanleadin.go).
			continue
		}
		if p.koDatingItem(i) {
			// "- 6/3~6/9 (…)" / "- 장바구니 화면": the item dates its list's
			// work and is none itself (kodatedlist.go).
			continue
		}
		if p.koMoveItem(i) {
			// "## 인원 재편성" / "- 지안: 셀 A → 셀 B": who moves where in
			// the team, no task (koperiodchange.go).
			continue
		}
		if p.koOptionalItem(i) {
			// "- [ ] 다크 모드 지원 (선택)": left to the member's choice,
			// a possible action only (kooptional.go).
			continue
		}
		if p.enTopicOverItems(i, c) || p.enLinkPlaceholder(i, c) || p.labelPlaceholder(i) || p.templateSlot(i) || p.topicOverBoxes(i, c) {
			// (enprecision.go) "- Verifiability" over its items; "[TODO:
			// Link to slides?]"; (labelforowner.go) a template's "- [ ] Ar
			// 1" under "- AR:"; (templateslots.go) "- [ ] @담당자 — 할 일
			// (기한: YYYY-MM-DD)" left unfilled; (issueminutes.go) "* DEPs"
			// over checkbox items.
			continue
		}
		if n := d.Nodes[i]; n.Kind == doc.ListItem && finishedItem(n.Text, n.Checkbox, p.section(n.Section)) {
			// "3. [O] 논문 읽기", "- 배포 (완료)": the list files the item
			// as finished, whichever reader took it (the item reader
			// already leaves it).
			continue
		}
		if p.koGlossary(i, c) || p.koTalk(i, c) || p.rstReference(i) {
			// (koglossary.go) "bin : 실행 코드" / "etc : 설정 예시 (다 볼것)";
			// "git 소개 (최영락)": a talk of the session's programme (kotalk.go);
			// "`발표 자료 <a.pdf>`_": a reStructuredText link, a material.
			continue
		}
		p.koLatinLabelOwner(i, c)
		if due, ok := p.parentDue[i]; ok && c.Due == "" {
			// (records.go) "  - **Due:** …" under this commitment.
			c.Due = due
		}
		c.Title = strings.TrimSpace(c.Title)
		handleClosingTitle(c)
		p.byPersonTitle(c)
		oneSentenceTitle(c)
		dropTimestamp(c)
		// (encommitlead.go) "@bob agreed to …": the work, not the words
		// that take it on.
		enTitleCommitLead(c)
		koNextMeetingDue(c)
		p.nextMeetingParentDue(c, i)
		// ("Owner: Dana" under next steps, read as an owner and no work:
		// a field of the item above, no task.)
		if c.Title == "" || emptyTitle[strings.ToLower(strings.Trim(c.Title, ".!"))] || noWords(c.Title) || reNumberOnly.MatchString(c.Title) || isNamingLabel(c.Title) || koNoWork[strings.Join(strings.Fields(c.Title), "")] || reKoWeekdayOnly.MatchString(c.Title) {
			continue
		}
		if reAttendees.MatchString(strings.ToLower(stripInline(d.Nodes[i].Text))) || pageNavLink(d.Nodes[i].Text) {
			// ("참석: 박정호 대표, … 곽범 이사(경영본부)": who came, read
			// as work closed by its owner.)
			continue
		}
		c.Problems = uniq(c.Problems)
		if i := strings.IndexByte(c.Title, ']'); i > 0 && !strings.Contains(c.Title[:i], "[") {
			c.Title = cleanTitle(c.Title[:i])
		}
		n := d.Nodes[i]
		p.thirdPersonOwner(c, n)
		p.koThirdPersonOwner(c, n)
		// (koexcept.go) "선주 말고는 … 추가해주기".
		p.koExceptOwner(c, n)
		p.enSettledOwner(c, n)
		p.enWrapDue(c, n)
		p.enMentionFullName(c, n)
		p.enMailtoOwner(c, n)
		if p.enInlineStep(i) {
			c.Problems = slices.DeleteFunc(c.Problems, func(s string) bool { return s == problemConfirm })
		}
		if enGroupMeetsAgain(c) || p.enThingOwner(c) || p.enMeetingSchedule(i, c) || commitKept(stripInline(n.Text)) {
			// (enprecision.go) "Treadmill will schedule that" where the
			// notes run things "on Treadmill".
			continue
		}
		p.progressiveOwner(c, n)
		p.canOwner(c, n)
		p.slotOwners(c, n)
		if len(c.Owners) == 0 {
			p.boldNameLead(c, n)
		}
		// (enstepforms.go) "Dana, Omar, Project leads: …", "… - Kim and
		// Ada to discuss", "Rui has been …: will pick up …".
		p.enLeadOwners(c, n)
		p.trailingParenOwner(c, n)
		// (enoss.go) "AWG Chair (Kris): …".
		p.enRoleParenName(c, n)
		enGroupOwner(c)
		if len(c.Owners) == 0 {
			p.koTrailChargeOwner(c, n)
		}
		p.koLineOwner(c, n)
		if len(c.Owners) == 0 {
			p.koAddressedRequest(c, n)
		}
		if len(c.Owners) == 0 {
			p.koTakenBy(c, n)
		}
		// (kotwosignals.go) "교수님께 …": whom the work goes to.
		p.koRecipientNotOwner(c, n)
		if len(c.Owners) == 0 {
			// "## 백엔드" / "### 진행사항" / "- … 분리할 예정": a commitment
			// that names nobody belongs to the team or person whose
			// heading it sits under; "- Alice:" / "  - will send the
			// draft": or whose parent item it is nested under, the nearer
			// scope.
			if _, o := p.nameChild(i); o != "" {
				// "- [ ] Migrate the wiki" / "    - Lena Park": the
				// item's own line naming its owner (enactionlabels.go),
				// nearer than any scope.
				c.Assignee, c.Owners = o, splitOwners(o)
			} else if o := p.ancestorOwner(n); o != "" {
				c.Assignee, c.Owners = o, splitOwners(o)
			} else if o := p.koDashOrderedAbove(i); o != "" {
				// (kodashparent.go) "1. 개발 착수 – 김민호, 박서연" /
				// "- DB 일부 설계": the numbered item's people.
				c.Assignee, c.Owners = o, splitOwners(o)
			} else if o := p.nameLineAbove(i); o != "" {
				// "이승배" / "ERD 만들기": a name on its own line over
				// the work on the next.
				c.Assignee, c.Owners = o, splitOwners(o)
			} else if o := p.koMidSubject(stripInline(stripEmphasis(n.Text))); o != "" {
				// "… 다양해서 정화가 조사해 보고 이야기할 것": the subject of
				// the committing clause.
				c.Assignee, c.Owners = o, splitOwners(o)
			} else if o := p.nameLabelParagraphAbove(i); o != "" {
				// "정화: student API 작성하기" / " - 그 전에 PR 올리기": the
				// steps of the labelled person's work.
				c.Assignee, c.Owners = o, splitOwners(o)
			} else if o := p.nameParagraphAbove(i); o != "" {
				// "정화" / "" / "student 서비스 작성" / "" / "attend 코드
				// 작성": a name paragraph over its person's lines.
				c.Assignee, c.Owners = o, splitOwners(o)
			} else if o := p.teamParent(n); o != "" {
				// "- 프론트엔드" / "  - 공통 컴포넌트 분리할 것": the team
				// the parent item names.
				c.Assignee, c.Owners = o, []string{o}
			} else {
				p.scopeOwnerOf(c, n)
				if len(c.Owners) == 0 && p.standupBlock(i) {
					// "### Alice" / "- Done: …" / "- To do: …": the person
					// whose standup block the line is in (enpersonlabel.go).
					if o := p.standupPerson(n); o != "" {
						c.Assignee, c.Owners = o, []string{o}
					}
				}
			}
		}
		if p.wrappedIntoTaken(n, c, out) || p.quotedNoteOfTaken(i, out) {
			// "- 로그인 화면 구현" / "  담당자: 정하윤": a line wrapped into an
			// item that is an action is read with it, no second action.
			continue
		}
		p.labelAbove(c, n)
		if _, own := cutDue(stripInline(n.Text)); c.Due == "" && own == "" {
			// (kodatedlist.go) the list's own item dates it: "- 다음 미팅
			// 날짜와 시각" first, or last, or a period at the same margin.
			if due, ok := p.koDatedListDue(i); ok {
				c.Due = due
			} else if n.Kind == doc.ListItem && n.Parent < 0 {
				// (korunninglog.go) "1. coverage 측정" … / "**10/31(화)까지**":
				// the line closing the list dates the items read by
				// other rules too.
				c.Due = p.koListClosingDue(i)
			}
		}
		initialOwner(c, n.Text)
		p.acronymLabelOwner(c)
		c.Line = n.Line
		c.Evidence = n.Raw
		if p.firm[c] {
			firm[c.Line] = true
		}
		p.keepItemRefs(c, n)
		p.markRestatement(c, n, p.section(n.Section))
		if p.carriedItemRemark(c, n, out) {
			continue
		}
		markInlineCarry(c, n)
		if (c.Restates == extract.RestatesCarryOver || c.Syntax == "checkbox") && (n.Checkbox == 'x' || n.Checkbox == 'X') {
			// "## 지난 회의 할 일 점검" / "- [x] 로그인 버그 수정": an
			// earlier action checked off is a record of work, as a table
			// row marked done is; so is a ticked box of a checklist
			// ("- [x] Governance repo (@ckerr)" under "Housekeeping
			// checklist"). The series may take it as its task's status
			// (doneRestated).
			c.Problems = append(c.Problems, problemMarkedDone+"[x]): confirm it is still to do")
		}
		p.doneRestated(c)
		p.koStatusRestated(c)
		p.statusLineRestated(c, n)
		if kept := p.dropCalendarOwners(c.Owners); len(kept) < len(c.Owners) {
			// "In May, June, and July, George will …": the months are the
			// work's time, George its owner (calendarword.go).
			c.Owners, c.Assignee = kept, strings.Join(kept, ", ")
		}
		// (Asked once the owner passes have split the line.)
		if !p.koAreaHolders(c, n) && p.koPeopleOnly(c.Title) || emptyNameField(c, n) || koFieldLabels[strings.TrimSpace(c.Title)] || len(c.Owners) == 0 && scheduleField(c.Title, n.Text) {
			// ("+ 대상 : 윤석준": a record's field, the label no task;
			// konextmeeting.go: "- 일정: 금요일 오후 7시".)
			continue
		}
		out = append(out, *c)
	}
	out = p.remarkClauses(p.wrapTitles(out))
	out = p.requestsBeside(out)
	out = p.koSplitClauses(out)
	// (ownerchild.go) "1. 서버 이전" / "   - 민수 담당, 수요일까지".
	out = p.ownerChildren(out)
	// (enjoinedclauses.go) "…, and Bob takes the release notes".
	out = p.enSplitJoined(out)
	// (kotwosignals.go) a paragraph's later sentences committing by a
	// deadline.
	out = p.koProseMore(out)
	out = p.nextSpeakers(out)
	// (entranscript.go, endueevent.go) titles of speech; deadlines set
	// by an event.
	out = p.enEventDues(p.enSpeechTitles(out))
	// (enoss.go) questions, instructions to the reader, dates.
	out = p.enDropNotTasks(out)
	out = p.enSplitBoldActions(out)
	// (coursetasks.go) "- To be completed by Thursday" under the work.
	out = p.dueFollowUps(out)
	// (kohedged.go) wishes and expectations are no commitments.
	out = koDropWishes(out)
	// (grouplead.go) "다 같이 – 코드 리뷰".
	groupLeads(out)
	return holdRepeatedFirm(dedupeSummaries(d, out), firm), nil
}

// reItemRef: an issue or pull request number as an item names it.
var reItemRef = regexp.MustCompile(`(?:^|[\s(\[,;])#(\d{1,7})\b`)

// keepItemRefs keeps in c's title the issue or pull request numbers its
// list item names when the title it was read as names none: "* #650
// IlmAcesFile.cpp: Joseph will follow up with Arkell." is work on #650,
// and so is "* Briefly discussed #650, Arkell's fix …\n  conversion.
// Joseph agreed to investigate." (a commitment on the item's wrapped
// line). The number is what ties a later line about the same issue to
// the task (package series links on a reference both titles name); the
// words around it differ from meeting to meeting.
func (p *parser) keepItemRefs(c *extract.Candidate, n doc.Node) {
	if strings.Contains(c.Title, "#") {
		return
	}
	item := n
	if n.Kind == doc.Paragraph && n.Cont && n.Parent >= 0 {
		item = p.d.Nodes[n.Parent]
	}
	if item.Kind != doc.ListItem {
		return
	}
	text := item.Text
	if item.Line != n.Line {
		// Only the item up to the line the action was read from.
		text += " " + n.Text
	}
	ms := reItemRef.FindAllStringSubmatch(stripInline(text), 3)
	if len(ms) == 0 || len(ms) > 2 {
		return
	}
	refs := make([]string, 0, len(ms))
	for _, m := range ms {
		if r := "#" + m[1]; !slices.Contains(refs, r) {
			refs = append(refs, r)
		}
	}
	c.Title += " (" + strings.Join(refs, ", ") + ")"
}

// reRequestOpening: a list item that asks the group ("please look at
// …"): its first words.
var reRequestOpening = regexp.MustCompile(`^(?i:please)\s+\p{L}+(?:\s+\p{L}+)?`)

// requestsBeside reads a request no rule took ("- please look at <URL>")
// when an item of the same list that opens with the same words was read
// (as an action, or as a restatement of an open task): a list of
// requests to the group ("## Docs" / "- please look at A" / "- please
// look at B") is a list of the same kind of work. Each is for a person
// to confirm; none names an owner.
func (p *parser) requestsBeside(out []extract.Candidate) []extract.Candidate {
	read := make(map[int]bool, len(out))
	for _, c := range out {
		read[c.Line] = true
	}
	opening := func(n doc.Node) string {
		if n.Kind != doc.ListItem || n.Checkbox != 0 || len(n.Text) > maxItemBytes {
			return ""
		}
		return strings.ToLower(reRequestOpening.FindString(strings.TrimSpace(stripInline(n.Text))))
	}
	added := false
	for i, n := range p.d.Nodes {
		o := opening(n)
		if o == "" || read[n.Line] {
			continue
		}
		beside := false
		for _, m := range p.d.Nodes {
			if m.Line != n.Line && read[m.Line] && m.Parent == n.Parent && m.Section == n.Section && opening(m) == o {
				beside = true
				break
			}
		}
		if !beside {
			continue
		}
		c := &extract.Candidate{Syntax: "request-list", Line: n.Line, Evidence: n.Raw}
		if !titled(c, strings.TrimSpace(stripInline(n.Text))) {
			continue
		}
		c.Problems = []string{problemNoSubject}
		p.scopeOwnerOf(c, p.d.Nodes[i])
		out = append(out, *c)
		added = true
	}
	if added {
		slices.SortStableFunc(out, func(a, b extract.Candidate) int { return a.Line - b.Line })
	}
	return out
}

// newParser reads the names and record blocks of a parsed document.
func newParser(d *doc.Document, roster *extract.Roster, transcript bool) *parser {
	koSubMarks(d)
	// (tablecells.go) a table cell of "<br>"-separated items: one row
	// each, for the reading and for the possible actions alike.
	splitTableItems(d)
	// (endoubledash.go) "draft the notes -- Friday".
	asciiDashes(d)
	// (kojobtitle.go) "장동민 부장은 …": the name and its particle.
	koJobTitles(d)
	p := &parser{d: d, roster: roster, names: map[string]bool{}, ownerCells: map[string]bool{}, tables: map[*doc.Table]tableRoles{}, secs: map[*doc.Section]secInfo{}, words: map[string]int{},
		transcript: transcript, koRollN: -1, dateHeads: -1, runNames: map[string]bool{}, firm: map[*extract.Candidate]bool{}}
	p.collectNames()
	// (rollinitials.go) initials spelt out in the text, or of one named
	// person.
	p.namedInitials()
	p.dropSpelledInitials()
	// (rosterlabels.go) member labels repeated under several headings.
	p.collectRosterParents()
	p.koLabelRunNames()
	// The roll is who the notes list as present, counted before the
	// owners of a list's slots are learned: "민수: …", "지훈 - …" in an
	// action list do not make its "서연 API 문서 정리" a stranger's.
	p.koRoll()
	p.koSlotNames()
	p.collectListLabels()
	p.collectRecords()
	return p
}

// secInfo is what a section tells its lines.
type secInfo struct {
	action, nonAction, decision, summary bool
	// report: attendance, agenda, status, decisions (not discussion).
	report bool
	// due is a deadline written in the heading ("목요일 전까지"); dueOnly
	// means the heading is nothing but that deadline, so its items are
	// tasks.
	due     string
	dueOnly bool
	// date is a date in the heading ("D-3 · 2026-05-11 (월)"), the due of
	// table rows under it.
	date string
	// owner is a group or person the heading assigns its items to
	// ("각자 알아야 할 것", "RFC 9999 — ana/ben").
	owner string
	// horizon is the time a future-work heading gives its items ("차주",
	// "the coming week", "before the next steering meeting").
	horizon string
	// carryOver: the section lists earlier meetings' actions (restates.go).
	carryOver bool
	// labelled: the section is a list a line of prose introduced as
	// actions ("… the following next steps:"); a statement in it is a
	// remark, not a step.
	labelled bool
	// done: the heading or label files its items as finished or
	// archived ("## Done tasks", "Completed:", "## Archive of
	// decisions"): a record of work, not work to do.
	done bool
	// pointed: the section is a to-do only because a form's row points
	// to it ("| 오늘의 To Do | 아래 참고 |", koitemforms.go); its items
	// report work done and events as often as work to do.
	pointed bool
}

func (p *parser) section(s *doc.Section) secInfo {
	if s == nil {
		return secInfo{}
	}
	if si, ok := p.secs[s]; ok {
		return si
	}
	if s.Resumes != nil {
		// The text after an action label's list (doc.Section.Resumes)
		// is the part around the label.
		si := p.section(s.Parent)
		p.secs[s] = si
		return si
	}
	var si secInfo
	// Pseudo headings inherit from the heading they sit under.
	// outerGlyph: a part titled behind a glyph right in a heading's
	// part stands for a heading under it ("# Action items" … "■ Info
	// Share"), and reads as one.
	outerGlyph := s.Glyph && s.Parent != nil && s.Parent.Level < 7
	if s.Level >= 7 && s.Parent != nil && !outerGlyph {
		si = p.section(s.Parent)
		si.horizon = keepDue(si)
		if doc.Dateline(stripInline(s.Parent.Title)) {
			// ("[April 16, 2026]" / "< Action Items >": the meeting's
			// date is no deadline of its action items.)
			si.horizon = ""
		}
		si.due, si.dueOnly = "", false
	}
	norm := normHeading(s.Title)
	if g := headingGloss(s.Title); g != "" {
		// "### Today (오늘 할 일)": the Korean gloss names the section
		// (headinggloss.go).
		norm = g
	}
	// newList: the title itself introduces a list of actions.
	newList := false
	person := p.personHeading(s.Title)
	if team := p.teamScope(stripInline(s.Title)); team != "" {
		person = team
	}
	group := p.groupHeading(s)
	switch {
	case group != "":
		// "## 오늘의 업무" / "### 공통" / "### 김민지": the work the people
		// of the list share (groupheading.go).
		si = p.section(s.Parent)
		si.horizon = keepDue(si)
		si.due, si.dueOnly, si.date = "", false, ""
		si.owner = group
	case person != "" && person == teamName(stripInline(s.Title)) && s.Level < 7 && p.koEmptyActionAbove(s):
		// "### 오늘 할 일" / "### 백엔드" / "- …": a Korean action heading
		// with nothing under it heads the team headings of its level that
		// follow.
		si.action = true
		si.owner = person
	case person == "" && s.Level < 7 && p.koPartHeading(s):
		// "### [금일 업무]" / "## 프론트엔드" / … / "## 데이터 시각화" /
		// "한지민: …": a part's heading in a run of team headings under an
		// empty heading of the day's work is a team of that list too
		// (kotrials4.go).
		si.action = true
		si.owner = strings.TrimSpace(stripInline(stripEmphasis(s.Title)))
	case s.Level < 7 && p.namedWorkHeading(s.Title) != "":
		// "Dana Priorities", "Dana's tasks": a person's own list of work
		// (namedworkheading.go).
		si.action, si.nonAction, si.decision, si.report = true, false, false, false
		si.owner = p.namedWorkHeading(s.Title)
		newList = true
	case person == "" && s.Level < 7 && p.possessivePart(s.Title) && p.emptyActionAbove(s):
		// "Action Items" / "Dana" / … / "Eli's Notes": a person's part
		// of the list the empty action heading opens; the part names
		// who wrote its items, not who does them (namedworkheading.go).
		si.action = true
	case person != "" && !extract.HasHangul(person) && s.Level < 7 && p.emptyActionAbove(s):
		// "Action Items" / "------" / "Dana" / "----": a person's heading
		// after an empty action heading of the same level (enactionlabels.go).
		si.action = true
		si.owner = person
	case person != "" && s.Parent != nil && p.section(s.Parent).action && (p.scopeOwner(s.Title) != "" || len(strings.Fields(person)) == 1 && !extract.HasHangul(person) && p.section(s.Parent).owner == "" || p.enNameLabel(s, person) && p.section(s.Parent).owner == ""):
		// (Under a person's heading, a one-word sub-heading such as
		// "Continuation" is a part of their list, not another person.)
		// "## Action items" / "### Alice" / "- fix the build": a
		// sub-heading that is a person gives its items an owner; so
		// does a full name written alone in bold ("**Jordan Lee**" /
		// "Share the spec (12:03)", as Fireflies lists action items).
		si = p.section(s.Parent)
		si.horizon = keepDue(si)
		si.due, si.dueOnly, si.date = "", false, ""
		si.owner = person
	case s.Parent != nil && fieldsHeading(norm) && p.section(s.Parent).action:
		// "## 다음 미팅까지 해야 할 일" / "### 활동 내용 / 역할 분담 / 추진
		// 일정" / "* 박재현 / 인터뷰 …": a sub-heading naming the fields
		// of the list's lines heads the same work.
		si = p.section(s.Parent)
	case (isActionHeading(norm) && !p.namedActions(s.Title)) || isCarryOverHeading(norm) || reviewHeading(norm):
		si.action, si.nonAction, si.decision, si.report = true, false, false, false
		newList = true
		if o := p.actionLabelForOwner(s); o != "" && si.owner == "" {
			// "Action Items for Ian:" over a list (labelforowner.go).
			si.owner = o
		}
	case s.Level < 7 && koTeamPlanHeading(s.Title) != "":
		// "## 🛠️ Backend 개발 계획", "## 백엔드 개발 계획": the team's
		// list of work ahead (teamplanheading.go).
		si.action, si.nonAction, si.decision, si.report = true, false, false, false
		si.owner = koTeamPlanHeading(s.Title)
		newList = true
	case s.Level >= 7 && doc.WhatToDoQuestion(stripInline(stripEmphasis(s.Title))):
		// "9/30 정기 회의까지 뭐하지?" / "- 정화: …": the list answers what
		// to do, by the time the question names.
		si.action, si.nonAction, si.decision, si.report = true, false, false, false
		newList = true
	case s.Level >= 7 && doc.KoTodoLabel(stripInline(stripEmphasis(s.Title))):
		// "다음 회의 전 까지 진행 예정사항 (4/18)" / "프론트 : 로그인 구현":
		// a Korean line naming the work still to do heads it; the date
		// it gives in parentheses is its items' deadline (kotodolabel.go).
		si.action, si.nonAction, si.decision, si.report = true, false, false, false
		newList = true
		if _, due := cutDue(stripInline(stripEmphasis(s.Title))); due != "" && !meetingDate(due) {
			si.horizon = due
		}
	case s.Level >= 7 && actionLabel(s.Title):
		// "Ultimately we identified the following next steps:",
		// "Discussion on the to-do list items included:": a line that
		// introduces a list as its actions (before the words of a
		// discussion it may also carry).
		si.action, si.nonAction, si.decision, si.report = true, false, false, false
		si.labelled = true
		newList = true
	case reAgendaAndNotes.MatchString(norm):
		// "Agenda and Notes": the minutes written under the agenda's
		// items, not an agenda alone (enactionlabels.go).
		si.action, si.nonAction, si.decision, si.report = false, false, false, false
	case reMessageHeading.MatchString(norm):
		// "Agenda email", "Meeting announcement mail": the words of a
		// message kept in the notes, prose to read as any, no agenda
		// list.
		si.action, si.nonAction, si.decision, si.report = false, false, false, false
	case matchesAny(norm, nonActionHeadings):
		si.action, si.nonAction = false, true
		si.decision = matchesAny(norm, decisionHeadings)
		si.report = matchesAny(norm, reportHeadings)
	case futureWorkHeading(norm) || koWorkAheadHeading(norm):
		si.action, si.nonAction, si.decision, si.report = true, false, false, false
		newList = true
	case s.Level < 7 && s.Outline && s.Parent != nil && p.section(s.Parent).action && !p.section(s.Parent).carryOver:
		// "** actions" / "*** tasks" / "**** research" / "- Ana: survey
		// the libraries": in an org outline a headline of its own words
		// under the actions is a node of that list, as a nested item
		// is; its items are actions of it.
		si = p.section(s.Parent)
		si.horizon = keepDue(si)
		si.due, si.dueOnly = "", false
	case s.Level < 7 && p.koToDoPointerAbove(s):
		// "| 오늘의 To Do | 아래 참고 |" / "### 공통 작업" / "### 개별
		// 담당": the headings after a to-do row that points below head
		// that to-do (koitemforms.go).
		si.action, si.nonAction, si.decision, si.report = true, false, false, false
		si.pointed = true
		newList = true
	case s.Level < 7 && s.Parent != nil && s.Parent.Level < 7 && koTeamPlanHeading(s.Parent.Title) != "" && p.section(s.Parent).action:
		// "## Frontend 개발 계획" / "### 2. API 연동 (금요일까지)": a part
		// of a team's plan is that team's work too (teamplanheading.go).
		si = p.section(s.Parent)
		si.horizon = keepDue(si)
		si.due, si.dueOnly, si.date = "", false, ""
	case s.Level < 7 || outerGlyph:
		si.action, si.nonAction, si.decision, si.report = false, false, false, false
	}
	if si.action {
		// "### Tomasz's action items" (ownerslot.go): a person's own
		// label names its items' owner, over any owner it inherits
		// ("## Team" / "- Priya's action items:" / "  - draft …").
		if o := p.possessiveOwner(stripInline(s.Title)); o != "" {
			si.owner = o
		} else if o := p.parenLabelOwner(stripInline(s.Title)); o != "" {
			si.owner = o
		}
	}
	// "## 백엔드" / "### 계획" / "- task", "## Alice" / "### Next steps": a
	// team or a person heading above an action section owns its items.
	if si.action && si.owner == "" {
		for a, nearest := s.Parent, true; a != nil && si.owner == ""; a = a.Parent {
			si.owner = p.scopeOwner(a.Title)
			if si.owner == "" && a.Level < 7 {
				// "## Backend 개발 계획" / "### 주요 기능 (이번 주 목표)":
				// the team whose plan the heading is part of.
				si.owner = koTeamPlanHeading(a.Title)
			}
			if si.owner == "" && a.Level < 7 && nearest && s.Level >= 7 {
				// "#### 1. 상세 화면 (지훈)" / "<구현 예정>" / "- …": the
				// person the part's heading names owns the work its
				// label lists (koplannedheading.go).
				si.owner = p.koParenHeadingOwner(a.Title)
			}
			if a.Level < 7 {
				nearest = false
			}
		}
		if si.owner == "" && newList {
			// (stylerun.go) "**백엔드**" / "**다음 목표**": one style of
			// heading for the team and its parts (the part named by its
			// own words as a list of work).
			si.owner = p.styleRunOwner(s)
		}
		if si.owner == "" {
			// "**백엔드**" / "**진행사항**" / … / "**계획**" (boldpart.go).
			si.owner = p.boldPartOwner(s)
		}
	}
	// A carry-over list is titled by a heading or by a label the document
	// model reads as one ("**Continuation items**", "Action items from
	// last meeting:"). Under it, a label that names no list of its own
	// ("***Erik***") keeps it; one that introduces new actions
	// ("**Action items**", "Next steps:") ends it.
	if s.Level < 7 || newList {
		si.carryOver = isCarryOverHeading(norm) || reviewHeading(norm) || reKoPlanReview.MatchString(norm) || p.carryOverPart(s, si, newList)
	}
	if reDoneHeading.MatchString(norm) || koDoneHeading(norm) || earlierNotes(s) {
		// (earliernotes.go: "## Previous Notes" / "### Things we worked
		// on".)
		si.done = true
		si.action, si.dueOnly = false, false
	}
	si.summary = strings.Contains(norm, "summary") || strings.Contains(norm, "요약") || strings.Contains(norm, "recap") || strings.Contains(norm, "tl;dr")
	title := stripEmphasis(s.Title)
	if rest, due := cutDue(title); due != "" && !meetingDate(due) {
		si.due = due
		si.dueOnly = strings.TrimSpace(strings.Trim(rest, " -–—·:")) == ""
		p.logDateHeading(s, &si)
	}
	if rest, due := cutDue(title); !si.action && !si.done && !si.nonAction && s.Level < 7 && due != "" && !meetingDate(due) && reDeadlineWord.MatchString(strings.ToLower(due)) {
		// "### 프론트엔드 (~10/12)" / "- 마이페이지 구현": a team's heading
		// with a deadline and nothing else heads that team's work due
		// then, wherever it sits, as a heading that is only a deadline
		// heads its items.
		if team := teamName(strings.TrimSpace(strings.Trim(stripInline(rest), " -–—·:()[]（）"))); team != "" {
			si.action, si.report, si.decision, si.owner = true, false, false, team
		}
	}
	if w := koWindowTodo(title); si.action && w != "" && !reDeadlineWord.MatchString(strings.ToLower(si.due)) {
		// (kowindowtodo.go) "7. 7월 한달 동안 할 일", "## 방학 동안 할 일":
		// the time the list is for is its items' due.
		si.due, si.dueOnly, si.horizon = "", false, w
	}
	if si.action && si.due == "" && si.horizon == "" {
		// "차주 목표", "Plans for the coming week": the heading's horizon is
		// its items' due.
		if h := strings.TrimSpace(reHorizonDue.FindString(title)); h != "" {
			si.horizon = h
		} else if m := reKoDayTodo.FindStringSubmatch(normHeading(title)); m != nil {
			// "#### 오늘 할 일" / "* 선민: PWA PUSH알림": the day's list is
			// due that day.
			si.horizon = m[1]
		} else if m := reKoDayTodo.FindStringSubmatch(headingGloss(title)); m != nil {
			// "### Today (오늘 할 일)": so is a day's list its gloss names.
			si.horizon = m[1]
		}
	} else if si.action && !si.dueOnly && !reDeadlineWord.MatchString(strings.ToLower(si.due)) {
		// "Tasks for next week:": the time read in the heading is no
		// deadline, but the work is for that week — its items' due.
		// ("## Plans for the coming week" / "So plans for this week
		// are:": a label under the heading keeps the heading's horizon.)
		if h := strings.TrimSpace(reHorizonDue.FindString(title)); (reHorizonFor.MatchString(h) || horizonBeforeWork(title, h)) && (si.horizon == "" || s.Level < 7) {
			// (horizonwork.go) "## Next Week Deliverables Confirmation":
			// the week opens the heading and qualifies its work noun.
			si.horizon = h
		}
	}
	if si.action && si.horizon == "" && si.due == "" && s.Level >= 7 && s.Parent != nil && s.Parent.Level < 7 && !p.section(s.Parent).action {
		// "## 3. 차주 진행 일정" / "해야할 일" / "- …": a to-do label under a
		// heading of the week ahead's schedule is that week's work.
		if h := reKoWeekAhead.FindString(stripEmphasis(s.Parent.Title)); h != "" {
			si.horizon = h
		}
	}
	if m := reHeadingDate.FindStringIndex(title); m != nil && !p.titleHeading(s) {
		si.date = strings.TrimSpace(title[m[0]:m[1]])
		if r := reRangeTo.FindStringIndex(title[m[1]:]); r != nil && r[0] == 0 {
			if e := reHeadingDate.FindString(title[m[1]+r[1]:]); e != "" && strings.HasPrefix(title[m[1]+r[1]:], e) {
				// "# 회의 준비(5월 1일 ~ 5월 12일)": a period's work is due
				// at its end.
				si.date = strings.TrimSpace(e)
			}
		}
	}
	p.inheritOuterDue(s, &si)
	for g := range groupOwners {
		// "## 전원 할 일", "## Team action items": a group's own list. A
		// heading that only opens with a group word ("# Team call",
		// "## All hands meeting", "## Team updates") names a meeting or
		// a topic, not who does the work under it.
		if rest, ok := strings.CutPrefix(norm, g+" "); ok && (isActionHeading(rest) || futureWorkHeading(rest)) {
			si.owner = g
		}
	}
	if s.Level >= 7 {
		p.koPseudoScope(s, &si)
	}
	p.secs[s] = si
	return si
}

// inheritDue gives an item of an action section the deadline its heading
// writes ("목요일 전까지", "Action items (before the next steering
// meeting)") or the horizon it names ("차주 목표"), when it has none of its
// own.
func inheritDue(c *extract.Candidate, si secInfo) {
	switch {
	case c.Due != "":
	case si.dueOnly || si.due != "" && reDeadlineWord.MatchString(strings.ToLower(si.due)):
		c.Due = si.due
	case si.horizon != "":
		c.Due = si.horizon
	}
}

// keepDue: the deadline a sub-heading's items inherit from the heading
// above ("## 다음 주까지 할 일" / "### 박민지" / "- 아이콘 제작").
func keepDue(parent secInfo) string {
	if parent.due != "" && (parent.dueOnly || reDeadlineWord.MatchString(strings.ToLower(parent.due))) {
		return parent.due
	}
	return parent.horizon
}

// reHorizonDue: the time in a future-work heading.
// A Korean meeting is a horizon only with 까지/전에: "다음 회의까지 할 일"
// gives a deadline, "다음 회의 계획" is the plan the next meeting follows.
var reHorizonDue = regexp.MustCompile(`(?i)(?:\b(?:before|by|until|for)\s+)?(?:the\s+)?\b(?:coming|next|following)\s+(?:few\s+|couple\s+(?:of\s+)?|(?:two|three|four|\d{1,2}(?:\s*[-–]\s*\d{1,2})?)\s+)?(?:week|weeks|month|months|sprint|meeting|session|call|sync|[a-z]+\s+meeting)\b|(?:\b(?:before|by|until|for)\s+)?\bthis\s+week\b|(?:다+음\s*주|차주|금주|이번\s*주|다음\s*스프린트)(?:\s*(?:전까지|까지|전에))?|다음\s*(?:회의|미팅|모임)\s*(?:전까지|까지|전에)|[^\s]+\s*(?:전까지|까지)`)

// reKoWeekAhead: the week ahead in a Korean heading ("차주 진행 일정",
// "다음 주 일정").
var reKoWeekAhead = regexp.MustCompile(`다+음\s*주|차주`)

// reKoDayTodo: the to-do list of a day ("오늘 할 일", "내일 해야 할 일",
// "내일 진행할 일" — the work named before 할 일), or its goals ("오늘의
// 목표").
var reKoDayTodo = regexp.MustCompile(`^(오늘|내일)\s*(?:의\s*)?(?:(?:진행|처리|작업)\s*할\s*일|할\s*일|할일|해야\s*할\s*일|목표)$`)

// reHorizonFor: a horizon that says what time the work is for ("for
// next week", "before the coming sprint").
var reHorizonFor = regexp.MustCompile(`(?i)^(?:before|by|until|for)\s`)

func uniq(ss []string) []string {
	var out []string
	seen := map[string]bool{}
	for _, s := range ss {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}

// isNamingLabel: s, spaces aside, is a label that names the meeting or
// its people (namingLabel), no work.
func isNamingLabel(s string) bool {
	return namingLabel[strings.ToLower(strings.Join(strings.Fields(s), ""))]
}

// rePageNavLink: a line that is only a link to a place on the same page
// ("[🔼 목차로 돌아가기](#목차)", "[Back to top](#top)",
// "<a href=\"#toc\">↑</a>"): a page's furniture, repeated under every
// meeting of a long log, never work.
var rePageNavLink = regexp.MustCompile(`^(?:\[[^\]]*\]\(#[^)]*\)|<a\s+href=["']#[^"']*["'][^>]*>[^<]*</a>)$`)

func pageNavLink(text string) bool {
	return rePageNavLink.MatchString(strings.Trim(strings.TrimSpace(text), "*_ "))
}

// koNoWork: a Korean title that is only the words around work ("- 해야할것"
// labelling the line under it, read as the work "해야").
var koNoWork = wordSet(`해야 해야함 해야할것 해야할일 할것 할일 하기 진행 진행예정 예정 완료 담당 담당자 맡기`)

// emptyTitle: what is left when a line records no task ("@jbenet will
// do.", "I'll be there").
var emptyTitle = map[string]bool{"do": true, "do it": true, "do that": true, "do so": true, "be there": true, "it": true, "that": true, "this": true, "so": true, "too": true, "as well": true}

// namingLabel: a field that names or places something ("팀명: 오리온",
// "Project name: Orion", "장소: 301호"); a line that is only such a label
// and its value is no task, whatever its value looks like. Keys are
// written without spaces ("팀 이름" is "팀이름").
var namingLabel = wordSet(`팀명 팀이름 프로젝트명 서비스명 앱이름 조명 작성자 서기 기록자 장소 일시 날짜 시간 회의일시 회의장소 회의시간 참석자 불참자
	name teamname projectname appname venue location date time scribe notetaker note-taker`)

// scopeOwnerOf gives c the owner of the nearest heading above n that is
// a team's or a known person's name.
func (p *parser) scopeOwnerOf(c *extract.Candidate, n doc.Node) {
	if o := p.scopeOwnerName(n); o != "" {
		c.Assignee, c.Owners = o, []string{o}
		if p.knownNamesOnly(o) {
			c.Owners = splitOwners(o)
		}
	}
}

// scopeOwnerName: the team or person the nearest heading above n names, or "".
func (p *parser) scopeOwnerName(n doc.Node) string {
	for s := n.Section; s != nil; s = s.Parent {
		if o := p.scopeOwner(s.Title); o != "" {
			return o
		}
	}
	return ""
}

// bracketedAlone: s is one bracketed word group and nothing else
// ("[김민수]", "[Jo Park]"); inner is what the brackets hold.
func bracketedAlone(s string) (inner string, ok bool) {
	t := strings.TrimSpace(stripEmphasis(s))
	if len(t) < 3 || t[0] != '[' || t[len(t)-1] != ']' || strings.ContainsAny(t[1:len(t)-1], "[]()") {
		return "", false
	}
	return strings.TrimSpace(t[1 : len(t)-1]), true
}

// ancestorOwner is the person the nearest enclosing list item that is
// only a person's name names ("- 민수" / "  - 로그인 페이지 구현하기"), or "".
// A person the notes or the roster know, never a team nor a word that
// is no name: a parent item such as "- Projects" is a topic. A few
// levels only: deeper nesting is a topic's detail, not a roster.
func (p *parser) ancestorOwner(n doc.Node) string {
	for j, depth := n.Parent, 0; j >= 0 && depth < 3; j, depth = p.d.Nodes[j].Parent, depth+1 {
		if o := p.itemPerson(p.d.Nodes[j]); o != "" {
			return o
		}
	}
	return ""
}

// leadInStep: a step under a person's commitment to a list ("- Thom will
// complete the following before launch:" / "  - Set up the server"):
// the commitment makes its steps work to do wherever it stands, each the
// committer's. A step is written as one — a capitalised verb, no
// question.
func (p *parser) leadInStep(n doc.Node, text, plain string) *extract.Candidate {
	if n.Kind != doc.ListItem || n.Parent < 0 || p.d.Nodes[n.Parent].Kind != doc.ListItem || !reFollowingLeadIn.MatchString(p.d.Nodes[n.Parent].Text) {
		return nil
	}
	o := p.itemPerson(p.d.Nodes[n.Parent])
	if o == "" || isQuestion(plain) || !capitalStep(plain) || !(workVerbFirst(plain) || verbSlot(plain) == vsVerb) {
		return nil
	}
	c := p.parseItem(text, o)
	if len(c.Owners) == 0 {
		c.Assignee, c.Owners = o, splitOwners(o)
	}
	c.Syntax = "lead-in-step"
	return c
}

// leadInOverSteps: the line is a person's lead-in whose steps are read
// under it (leadInStep): the steps are the work, the lead-in ("will
// complete the following:") none of its own.
func (p *parser) leadInOverSteps(i int) bool {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem || !reFollowingLeadIn.MatchString(n.Text) {
		return false
	}
	for j := i + 1; j < len(p.d.Nodes) && j <= i+8; j++ {
		m := p.d.Nodes[j]
		if m.Kind == doc.Blank {
			continue
		}
		if m.Parent != i {
			return false
		}
		return p.leadInStep(m, m.Text, stripInline(m.Text)) != nil
	}
	return false
}

// reFollowingLeadIn: a line that announces the list under it ("… the
// following before launch:", "… these tasks:").
var reFollowingLeadIn = regexp.MustCompile(`(?i)\b(?:the\s+following|these(?:\s+\p{L}+)?|as\s+follows)\b[^:：]{0,60}[:：]\s*$`)

// itemPerson is the person list item m is, and only is ("- 민수",
// "* @kalefranz:", "* Update from Shiva:"), or "".
func (p *parser) itemPerson(m doc.Node) string {
	if m.Kind == doc.ListItem && len(m.Text) <= maxItemBytes && reFollowingLeadIn.MatchString(m.Text) {
		// "- Thom will complete the following before launch:" / "  - Set
		// up the server": the person who commits to the list owns its
		// items.
		if c := p.commitment(stripInline(m.Text), true); c != nil && c.Assignee != "" && !extract.HasHangul(m.Text) {
			return c.Assignee
		}
	}
	if o := p.koDashParentOwners(m); o != "" {
		// (kodashparent.go) "2. 설계서 작성 – 김민호, 박서연" over its steps.
		return o
	}
	if m.Kind != doc.ListItem || len(m.Text) > 64 {
		return ""
	}
	if o := p.updateOwner(m.Text); o != "" {
		// "* Update from Shiva:" / "  * Working on …" (updates.go).
		return o
	}
	if name := profileLinkName(m.Text); name != "" {
		// A link to someone's account names a person whether the notes
		// know them or not (profilelink.go).
		return name
	}
	t := strings.TrimSpace(strings.TrimRight(stripInline(stripEmphasis(m.Text)), ":： "))
	if o := p.scopeOwner(m.Text); o != "" && p.progressOwner(o) && p.teamScope(t) == "" && !notNames[strings.ToLower(o)] && (strings.HasPrefix(t, "@") || nameShaped(o)) {
		return o
	}
	// "- 지훈, 유진" / "  - EC2 인스턴스 생성" under a to-do heading: Korean
	// names nobody listed, each a surname and a given name or a given
	// name that starts with one, over the work nested under them.
	if si := p.section(m.Section); m.Parent < 0 && koNamesOnly(t) && (si.action || koFullNamesOnly(t) || p.koTimeLabelledBlock(m, t)) {
		// (Outside a to-do heading only full names, "1. 김민수" over "-
		// 할 일: …": a given name alone may be a word — unless the lines
		// under it are labelled by time or kind, as a member's block
		// of what was done and what is next is.)
		return t
	}
	return ""
}

// koFullNamesOnly: every name of t is a surname and a given name of three
// syllables ("김민수", "김민수, 이서연").
func koFullNamesOnly(t string) bool {
	for _, w := range reOwnerSep.Split(t, -1) {
		if utf8.RuneCountInString(strings.TrimSpace(w)) != 3 {
			return false
		}
	}
	return true
}

// koNamesOnly: t is one to three Korean names and nothing else ("지훈",
// "지훈, 유진", "김민수·이서연"), none of them a common word.
func koNamesOnly(t string) bool {
	parts := reOwnerSep.Split(t, -1)
	if len(parts) > 3 {
		return false
	}
	for _, w := range parts {
		w = strings.TrimSpace(w)
		if !koFullName(w) || groupOwners[w] || koRoles[w] || teamName(w) != "" {
			return false
		}
	}
	return true
}

// teamParent: the team n's parent item names, when it names nothing
// else ("- 프론트엔드", "* Backend:"); "".
func (p *parser) teamParent(n doc.Node) string {
	if n.Kind != doc.ListItem || n.Parent < 0 {
		return ""
	}
	m := p.d.Nodes[n.Parent]
	if m.Kind != doc.ListItem || len(m.Text) > 64 {
		return ""
	}
	return p.teamScope(strings.TrimSpace(strings.TrimRight(stripInline(stripEmphasis(m.Text)), ":： ")))
}

// nameShaped: every word of o opens with a capital or is Korean ("Ana
// Lee", "민수"), so a topic the notes
// happen to know ("Status update") is no person.
func nameShaped(o string) bool {
	for _, w := range strings.Fields(o) {
		if r, _ := utf8.DecodeRuneInString(w); !unicode.IsUpper(r) && !isHangul(string(r)) {
			return false
		}
	}
	return o != ""
}

// scopeOwner: a heading (or a parent item) that is only a team's name
// or a name the notes or the roster certainly know as a person's.
func (p *parser) scopeOwner(title string) string {
	if name := profileLinkName(title); name != "" && !notNames[strings.ToLower(name)] {
		// "- [@Dana Kim](https://github.com/dkim)" / "  - 이력서 업데이트
		// 할 예정" (profilelink.go).
		return name
	}
	t := strings.TrimSpace(strings.TrimRight(stripInline(stripEmphasis(title)), ":： "))
	t = trimOutlineNumber(strings.TrimSpace(strings.TrimLeftFunc(t, isDecoration)))
	if inner, ok := bracketedAlone(t); ok {
		// "- [김민수]" / "  - 로그인 API 구현": a name in brackets scopes
		// what is under it as the bare name does.
		t = inner
	}
	if rest, _, ok := trailDueParen(t); ok && rest != "" {
		// "### 민수 (금요일까지)": the deadline of the part is the
		// section's due; the name scopes it still.
		t = strings.TrimSpace(rest)
	}
	if team := p.teamScope(t); team != "" {
		return team
	}
	if m := reKoPersonToDo.FindStringSubmatch(t); m != nil && !reKoTodayLabel.MatchString(m[1]) && reHorizonDue.FindString(m[1]) == "" {
		// "##### ✏️ 태훈 할 일", "### 민지의 할 일": a member's own list; the
		// name before the to-do words owns what is under it.
		if o := p.scopeOwner(m[1]); o != "" && teamName(o) == "" {
			return o
		}
	}
	if p.ownerCells[t] {
		return t
	}
	bare := strings.TrimPrefix(t, "@")
	bare = trimHonorifics(bare)
	if bare == "" || utf8.RuneCountInString(bare) > 30 {
		return ""
	}
	// A Korean word of two syllables that starts with a surname is as
	// often a word ("기타", "공통") as a given name: only a full name of
	// three or more, or a name the notes know, scopes a section.
	// A given name's shape (kogiven.go) is no ordinary word: "**민수**",
	// "👤 지호" over their lists, where the notes list no members.
	if strings.HasPrefix(t, "@") && !strings.ContainsAny(bare, " @") || p.known(bare) || koFullName(bare) && !strings.Contains(bare, " ") && utf8.RuneCountInString(bare) >= 3 || koGivenShaped(bare) && !p.koRoll() {
		return bare
	}
	if p.knownNamesOnly(bare) {
		// "지훈, 유진" over a list: both take it (several owners: a
		// person decides who).
		return bare
	}
	return ""
}

// reKoPersonToDo: a word, maybe with 의, then the to-do words ("태훈 할
// 일", "민지의 할일").
var reKoPersonToDo = regexp.MustCompile(`^([\p{Hangul}]{2,4}?)(?:의)?\s*(?:할\s*일|할일|할\s*것)$`)

// teamScope: a heading or parent item that names a team (teamName),
// a topic-like one (topicTeams) only among other teams so named.
func (p *parser) teamScope(t string) string {
	team := teamName(t)
	if team == "" || !topicTeams[strings.ToLower(strings.TrimSpace(strings.Trim(strings.TrimSpace(t), "*_:：`")))] {
		return team
	}
	if p.teams == nil {
		p.teams = map[string]bool{}
		for _, n := range p.d.Nodes {
			if n.Kind != doc.Heading && n.Kind != doc.ListItem || len(n.Text) > 64 {
				continue
			}
			h := strings.TrimSpace(strings.TrimRight(stripInline(stripEmphasis(n.Text)), ":： "))
			if tn := teamName(strings.TrimSpace(strings.TrimLeftFunc(h, isDecoration))); tn != "" {
				p.teams[strings.ToLower(tn)] = true
			}
		}
	}
	if len(p.teams) < 2 {
		return ""
	}
	return team
}

// isDecoration: an emoji or symbol that decorates a heading ("👤 박민지",
// "🧑‍💻 Alice"), and the spaces and joiners between.
func isDecoration(r rune) bool {
	return unicode.IsSymbol(r) || r >= 0x1F000 || r == 0x200d || r == 0xfe0f || unicode.IsSpace(r)
}

// personHeading: a heading that is only a person's name ("Alice",
// "@bob", "김민서", "민서 님").
func (p *parser) personHeading(title string) string {
	t := strings.TrimSpace(strings.TrimRight(stripInline(title), ":：?？"))
	t = trimOutlineNumber(strings.TrimSpace(strings.TrimLeftFunc(t, isDecoration)))
	if rest, _, ok := trailDueParen(t); ok && rest != "" {
		// "### 민수 (금요일까지)", "### Dana (by Friday)": the person's
		// heading with the deadline of their part (the section's due).
		t = strings.TrimSpace(rest)
	}
	if t == "" || utf8.RuneCountInString(t) > 30 {
		return ""
	}
	bare := strings.TrimPrefix(t, "@")
	if strings.HasPrefix(t, "@") && !strings.ContainsAny(bare, " @") || p.ownerCells[t] {
		// (An owner written as the notes' own table writes it: "###
		// 10.1 요청자/문서·QA" under "| 요청자/문서·QA | … |".)
		return bare
	}
	bare = trimHonorifics(bare)
	if p.known(bare) || koFullName(bare) && !strings.Contains(bare, " ") {
		return bare
	}
	// "Alice", "Jane Doe": one or two capitalised words that are no label.
	if w := strings.Fields(bare); len(w) <= 2 && !isActionHeading(normHeading(bare)) {
		for _, x := range w {
			if !p.personLike(x, false) {
				return ""
			}
		}
		return bare
	}
	return ""
}

var reHeadingDate = regexp.MustCompile(`\d{4}[-./]\d{1,2}[-./]\d{1,2}|\b\d{1,2}/\d{1,2}\b|\d{1,2}\s*월\s*\d{1,2}\s*일`)

var (
	reNumLead   = regexp.MustCompile(`^(?:\d+(?:\.\d+)*[.)]?|[a-z][.)]|[ivx]+[.)])\s+`)
	reParen     = regexp.MustCompile(`\s*[(\[（][^)\]）]*[)\]）]\s*`)
	reSymbols   = regexp.MustCompile(`:[a-z0-9_+-]{1,40}:|[^\p{L}\p{N}\s&/'’;-]`)
	reSpaceRuns = regexp.MustCompile(`\s+`)
	// reWholeBracket: a line that is one bracketed label.
	reWholeBracket = regexp.MustCompile(`^[\[【<〈《]\s*([^\[\]【】<>〈〉《》()]{1,40}?)\s*[\]】>〉》]\s*[:：]?$`)
)

// reOutlineNumber: the number of an outline heading ("3.1", "10.2.",
// "4)") before its title.
var reOutlineNumber = regexp.MustCompile(`^\d{1,2}(?:\.\d{1,2})*[.)]?\s+`)

// trimOutlineNumber: "10.2 민서" / "### 3. 김민서" — a person's heading
// numbered as a part of its outline is the person's heading still.
func trimOutlineNumber(t string) string {
	if rest := reOutlineNumber.ReplaceAllString(t, ""); rest != "" {
		return rest
	}
	return t
}

// normHeading: "11. 오늘 액션 아이템", "📃 문서화 해야 할 것들", "Action Items (AIs):".
func normHeading(t string) string {
	t = strings.ToLower(stripEmphasis(t))
	if m := reWholeBracket.FindStringSubmatch(strings.TrimSpace(t)); m != nil {
		// "[다음 주 할 일]", "【역할 분담】": a label in brackets is the
		// label, not a remark to drop.
		t = m[1]
	}
	t = reMDLink.ReplaceAllString(t, "$1")
	t = reParen.ReplaceAllString(t, " ")
	t = reSymbols.ReplaceAllString(t, " ")
	t = strings.TrimSpace(reSpaceRuns.ReplaceAllString(t, " "))
	t = reNumLead.ReplaceAllString(t, "")
	return strings.TrimSpace(t)
}

// actionLabelItem: node i is a list item or line that only names a to-do
// list ("2) 해야할 것", "- Action items:"), the items under it being the
// work; the label itself is none.
func (p *parser) actionLabelItem(i int) bool {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem && n.Kind != doc.Paragraph || utf8.RuneCountInString(n.Text) > 40 {
		return false
	}
	// A label introduces: a colon closes it or items nest under it
	// ("#677 - Cary will follow up." is an item, not a label).
	text := strings.TrimSpace(stripInline(n.Text))
	colon := strings.HasSuffix(text, ":") || strings.HasSuffix(text, "：")
	if !colon && !(i+1 < len(p.d.Nodes) && p.d.Nodes[i+1].Parent == i) && !(n.Kind == doc.ListItem && p.hasChildren(i)) {
		// ("2. 다음주 목표" / "" / "   - 모델: …": a blank line may part a
		// label from the items nested under it.)
		return false
	}
	t := strings.TrimSpace(strings.TrimRight(text, ":： "))
	return isActionHeading(normHeading(t)) || reKoTodoLabel.MatchString(strings.ToLower(t)) || koHorizonGoalLabel(normHeading(t))
}

// reKoHorizonWord: a coming time in a Korean label ("다음주", "차주",
// "이번 달").
var reKoHorizonWord = regexp.MustCompile(`다+음\s*(?:주|달|학기|분기)|차주|금주|이번\s*(?:주|달)|(?:이번|다음|차기?)\s*(?:스프린트|이터레이션|마일스톤)`)

// reKoSetGoalTail: the noun of setting goals or a plan after them ("목표
// 설정", "계획 수립").
var reKoSetGoalTail = regexp.MustCompile(`(목표|계획)\s?(?:설정|수립|정하기|세우기)$`)

// reParenDate: a date alone in parentheses ("(5월 6일)", "(5/6)").
var reParenDate = regexp.MustCompile(`[(（]\s*(\d{1,2}\s*월\s*\d{1,2}\s*일|\d{1,2}/\d{1,2}|\d{4}[-./]\d{1,2}[-./]\d{1,2})(?:\s*\([월화수목금토일]\))?\s*[)）]`)

// koGoalLabelDate: the date a goal label of a coming time writes in
// parentheses ("다음주 목표(5월 6일)"): the goals' due; "" otherwise.
func koGoalLabelDate(label string) string {
	label = strings.TrimRight(strings.TrimSpace(label), ":： ")
	if !koHorizonGoalLabel(normHeading(label)) {
		return ""
	}
	if m := reParenDate.FindStringSubmatch(label); m != nil {
		return strings.TrimSpace(m[1])
	}
	return ""
}

// koHorizonGoalLabel: "2. 다음주 목표(5월 6일)", "- 차주 계획": a short
// label of the goals for a coming time over the items that are that
// time's work (the aims of a project, "기획 목표", are none).
func koHorizonGoalLabel(norm string) bool {
	// ("2. 이번주 목표 설정", "다음 주 계획 수립": setting the coming
	// time's goals, the items the goals set.)
	norm = reKoSetGoalTail.ReplaceAllString(norm, "$1")
	return reKoGoalHeading.MatchString(norm) && !reKoAimHeading.MatchString(norm) && reKoHorizonWord.MatchString(norm)
}

// enHorizonGoalLabel: "2. Goals for this sprint", "- Plans for next
// week": a short English label of a coming time's goals or plans over
// the items that are its work, as koHorizonGoalLabel reads Korean ones.
func enHorizonGoalLabel(norm string) bool {
	return !extract.HasHangul(norm) && len(strings.Fields(norm)) <= 6 && reEnGoalWord.MatchString(norm) && reEnNearHorizon.MatchString(norm) && !strings.Contains(strings.ToLower(norm), "roadmap")
}

// goalOverNamedStep: under a label of the coming stretch's goals ("*
// Goals for next week" / "  * Iterate on design doc" / "    * Shiva to
// update based on comments"), an item without an owner whose first
// nested item is a person's commitment is the goal that step serves: the
// step is the task, the goal none of its own.
func (p *parser) goalOverNamedStep(i int, c *extract.Candidate) bool {
	n := p.d.Nodes[i]
	if len(c.Owners) > 0 || n.Kind != doc.ListItem || n.Parent < 0 || !enHorizonGoalLabel(normHeading(strings.TrimRight(stripInline(p.d.Nodes[n.Parent].Text), ":： "))) {
		return false
	}
	for j := i + 1; j < len(p.d.Nodes) && j <= i+4; j++ {
		m := p.d.Nodes[j]
		if m.Kind == doc.Blank {
			continue
		}
		if m.Parent != i || m.Kind != doc.ListItem {
			return false
		}
		sub := p.commitment(stripInline(m.Text), true)
		return sub != nil && sub.Assignee != ""
	}
	return false
}

// reEnGoalWord: the goals or plans a label lists.
var reEnGoalWord = regexp.MustCompile(`(?i)\b(?:goals?|plans?|objectives?|targets?|priorities|focus)\b`)

// reEnNearHorizon: the coming week, sprint or meeting — the team's next
// stretch of work, not "future plans" or "next year" (a roadmap).
var reEnNearHorizon = regexp.MustCompile(`(?i)\b(?:this|next|coming|upcoming|following)\s+(?:week|sprint|iteration|cycle|milestone|meeting|session|call|time|(?:two|three|four|couple\s+(?:of\s+)?|\d(?:\s*[-–]\s*\d)?)\s+weeks)\b|\b(?:before|by|until|for)\s+(?:the\s+)?next\b`)

func isActionHeading(norm string) bool {
	if norm == "" || utf8.RuneCountInString(norm) > 60 {
		return false
	}
	if reIterationPlanning.MatchString(norm) || koSpacelessActionHeading(norm) {
		// (kotemplatefields.go) "Iteration 1 Planning", "Sprint 3 planning";
		// "향후 진행사항" spaced otherwise than "향후 진행 사항".
		return true
	}
	for _, h := range actionHeadings {
		if norm == h || strings.HasPrefix(norm, h+" ") && qualifier(norm[len(h)+1:]) {
			return true
		}
		// "오늘 액션 아이템", "today's action items", "이번 주 할 일"
		if strings.HasSuffix(norm, " "+h) && utf8.RuneCountInString(norm)-utf8.RuneCountInString(h) <= 12 {
			return true
		}
	}
	if koAllocHeading(norm) || koNextSessionHeading(norm) || koFollowUpHeading(norm) || koFutureWorkHeading(norm) || reKoMustHeading.MatchString(norm) || koPlannedWorkHeading(norm) {
		return true
	}
	for _, s := range actionHeadingSuffixes {
		if strings.HasSuffix(norm, s) && utf8.RuneCountInString(norm)-utf8.RuneCountInString(s) <= 14 {
			return true
		}
	}
	if m := reHeadingDateTail.FindStringIndex(norm); m != nil && m[0] > 0 {
		// "Retro action items - 04/04/2023", "Planning action items –
		// May 2, 2023": the meeting's date closing the heading is no
		// part of what it names.
		return isActionHeading(strings.TrimSpace(norm[:m[0]]))
	}
	return false
}

// hedgedNobody: the item opens with a guess (reHedgedItem) and no person
// follows it ("maybe Bob can look …" is Bob's).
func (p *parser) hedgedNobody(plain string) bool {
	m := reHedgedItem.FindStringIndex(plain)
	if m == nil {
		return false
	}
	next := strings.Trim(firstWord(strings.TrimSpace(plain[m[1]:])), "*_,.:@")
	return next == "" || !(p.known(next) || p.personLike(next, false))
}

// reStandingRule: an item that states how the team works from now on
// ("Sprint reviews starting the first Monday of each sprint", "Dev sync
// will be used to review …", "Office hours should be used for …", "We
// need to be more careful when …"): a practice, no step to take.
var reStandingRule = regexp.MustCompile(`(?i)\b(?:will|should|shall|is\s+to)\s+be\s+used\s+(?:to|for)\b|^(?:we\s+)?(?:(?:all\s+)?(?:need|have|ought)\s+to|should|must)\s+be\s+(?:a\s+lot\s+|much\s+|even\s+)?more\s+(?:careful|cautious|mindful|diligent|vigilant|disciplined|thorough)\b|\b(?:starting|from)\s+(?:the\s+)?(?:first|next|every|each)\s+\p{L}+\s+of\s+(?:each|every)\s+\p{L}+`)

// reHedgedItem: an item that opens with a guess ("Maybe …", "Possibly
// …", "Can probably …", "We could perhaps …") or only weighs a step
// ("Consider moving …", "We should consider …").
var reHedgedItem = regexp.MustCompile(`(?i)^(?:maybe|perhaps|possibly|probably|potentially)\b|^(?:we\s+)?(?:can|could|might|may)\s+(?:probably|possibly|maybe|perhaps)\b|^(?:we\s+(?:should|could|might|may)\s+)?consider\b`)

// reHeadingDateTail: a date closing a normalised heading, set off by a
// dash, a comma or a space ("- 04/04/2023", "– may 2 2023", "12 march
// 2022").
var reHeadingDateTail = regexp.MustCompile(`\s*[-–—,]?\s+(?:\d{1,4}[-./]\d{1,2}(?:[-./]\d{2,4})?|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?|\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?(?:,?\s+\d{4})?)$`)

// reKoMustHeading: a heading of what must still be done, whatever it
// calls it ("해결해야 하는 문제", "수정해야 할 부분", "보완해야 할 사항"):
// 해야 하는/할 puts what it lists ahead of the team.
var reKoMustHeading = regexp.MustCompile(`해야\s*(?:하는|할|될)\s*(?:일|것|것들|문제|문제들|문제점|부분|사항|작업|과제|기능|목록)$`)

// reQualifier: what may follow an action heading's noun and keep it one
// ("Actions for next week", "Action items - 3 May", "Actions agreed",
// "Actions arising", "Action log").
var reQualifier = regexp.MustCompile(`^(?:for|from|of|this|next|and|&|-|및|이번|다음|to|until|by|after|before|today|정리|목록|list|review|recap|\d|(?:agreed|arising|assigned|pending|outstanding|identified|raised|taken|summary|log|tracker|register|carried\s+(?:forward|over)|carry(?:ing)?\s+forward)\b)`)

func qualifier(rest string) bool { return reQualifier.MatchString(rest) }

func matchesAny(norm string, words []string) bool {
	for _, w := range words {
		if norm == w || strings.HasPrefix(norm, w+" ") || strings.HasSuffix(norm, " "+w) {
			return true
		}
	}
	return false
}

// collectNames finds the people the notes name with confidence.
func (p *parser) collectNames() {
	roll := false        // inside the list after an "Attendance" line
	prevHeading := false // the node before this one is a heading
	for _, n := range p.d.Nodes {
		if n.Kind == doc.Skipped || n.Kind == doc.Blank {
			continue
		}
		afterHeading := prevHeading
		prevHeading = n.Kind == doc.Heading
		if len(n.Raw) > maxItemBytes {
			n.Raw, n.Text = cutUTF8(n.Raw, maxItemBytes), cutUTF8(n.Text, maxItemBytes)
		}
		if n.Kind == doc.Paragraph || n.Kind == doc.Heading {
			roll = len(n.Text) < 120 && reAttendeeStart.MatchString(normHeading(n.Text))
		}
		if strings.Contains(n.Raw, "@") && !strings.HasPrefix(n.Raw, ">>>") {
			for _, loc := range reHandle.FindAllStringIndex(n.Raw, -1) {
				if loc[1] < len(n.Raw) && n.Raw[loc[1]] == '(' || reVersionHandle.MatchString(n.Raw[loc[0]:loc[1]]) || glued(n.Raw, loc[0]) {
					continue // "@extra()": a decorator in code, "@v2.3.4" a version, "ana@example.org" an address: no person
				}
				p.names[strings.ToLower(strings.TrimPrefix(n.Raw[loc[0]:loc[1]], "@"))] = true
			}
		}
		low := strings.ToLower(n.Raw)
		if m := reAttendees.FindStringSubmatchIndex(low); m != nil {
			// "Present: Dana Morel (Bookkeeper, Treasurer, & Clerk) and
			// Lena Ortiz (Recorder)": a member's roles in parentheses are
			// dropped before the roll is split on its commas and "and"s
			// (en-trials33; split first, the roles' commas cut the names
			// after them off); a linked name ("[Dana Morel](/people/dm)")
			// is its text.
			roll := n.Raw[m[1]:]
			p.rollInitials(stripInline(roll))
			if strings.ContainsAny(roll, "([") {
				roll = reParen.ReplaceAllString(stripInline(roll), " ")
			}
			for _, part := range reAttendeeSep.Split(roll, -1) {
				part = strings.Trim(strings.NewReplacer("*", "", "_", "").Replace(reParen.ReplaceAllString(part, " ")), " .@")
				if w := strings.Fields(part); len(w) > 0 && len(w) <= 3 {
					p.names[strings.ToLower(w[0])] = true
					p.names[strings.ToLower(part)] = true
					p.rosterInitials(part)
				}
			}
		}
		// "팀원 구성 ( 하늘 , 보람 , 나라 )", "조원: 이슬, 다온": the
		// members of a Korean team, in parentheses or after a colon.
		for _, name := range koMemberRoll(stripInline(n.Text)) {
			p.names[name] = true
		}
		// (rolltable.go) "| Mayank Kaushik (NVIDIA) | yes |" in an
		// attendance table.
		if name := rollTableName(n); name != "" {
			p.names[strings.ToLower(strings.Fields(name)[0])] = true
			p.names[strings.ToLower(name)] = true
		}
		// "| 재강 | leejaegang27 | 판례 Agent |": a Korean word alone in a
		// table's owner column (rolltable.go) names a member.
		if name := p.koOwnerCellName(n); name != "" {
			p.names[name] = true
		}
		if cell := p.koOwnerCell(n); cell != "" {
			p.ownerCells[cell] = true
		}
		// "* Observers:" / "  - Dana Smith, Lee Park": each name of a
		// roll call written on one line is a person (enactionlabels.go).
		if n.Kind == doc.ListItem && n.Parent >= 0 {
			for _, name := range rollNames(stripInline(p.d.Nodes[n.Parent].Text), stripInline(n.Text)) {
				p.names[strings.ToLower(strings.TrimPrefix(name, "@"))] = true
				p.names[strings.ToLower(strings.TrimPrefix(strings.Fields(name)[0], "@"))] = true
			}
		}
		// "- FE: 문가온, 배하린", "PM — 탁서준": a team's or role's label
		// over full names only is a roll of who works there.
		if n.Kind == doc.ListItem || n.Kind == doc.Paragraph {
			for _, name := range koRoleRoll(stripInline(n.Text)) {
				p.names[name] = true
			}
		}
		// The items under an "Attendees:" label or heading are people.
		underLabel := n.Parent >= 0 && reAttendees.MatchString(strings.ToLower(stripInline(p.d.Nodes[n.Parent].Text)))
		underHeading := n.Kind == doc.ListItem && n.Section != nil && (reAttendeeHeading.MatchString(normHeading(n.Section.Title)) || n.Section.Level <= 6 && reRollHeading.MatchString(normHeading(n.Section.Title)))
		if underLabel || underHeading || roll && n.Kind == doc.ListItem {
			// "* Team members: orla, kestrel, wren": a label of a kind of
			// attendee, then the roll of them, handles in lower case
			// included.
			for _, name := range labelledRoll(stripInline(n.Text)) {
				p.names[strings.ToLower(name)] = true
			}
			p.rollInitials(stripInline(n.Text))
			part := strings.Trim(strings.NewReplacer("*", "", "_", "").Replace(reParen.ReplaceAllString(stripInline(n.Text), " ")), " .@")
			if i := strings.IndexAny(part, ",(–—"); i > 0 {
				part = strings.TrimSpace(part[:i])
			}
			if w := strings.Fields(part); len(w) > 0 && len(w) <= 3 {
				p.names[strings.ToLower(w[0])] = true
				p.names[strings.ToLower(part)] = true
			}
		}
		// "# Roll Call" / "aether, ibm2431, Nyu": the paragraph right
		// under an attendance heading, a list of short names, lists the
		// people, handles in lower case included.
		if n.Kind == doc.Paragraph && afterHeading && n.Section != nil && len(n.Text) < 400 && reAttendanceTitle.MatchString(strings.TrimSpace(strings.Trim(normHeading(n.Section.Title), ":： "))) {
			parts := reAttendeeSep.Split(stripInline(n.Text), -1)
			short := len(parts) >= 2
			for _, part := range parts {
				if w := strings.Fields(part); len(w) == 0 || len(w) > 3 {
					short = false
				}
			}
			for _, part := range parts {
				if !short {
					break
				}
				part = strings.Trim(part, " .@")
				p.names[strings.ToLower(strings.Fields(part)[0])] = true
				p.names[strings.ToLower(part)] = true
			}
		}
		// A bold name that acts names a person ("**Bob** is looking for
		// topics", "**Ana** will send …"): notes set people in bold.
		if strings.Contains(n.Raw, "**") {
			for _, m := range reBoldNameActs.FindAllStringSubmatch(n.Raw, 4) {
				if !notNames[strings.ToLower(m[1])] && !workGerund(m[1]) && !workVerb(strings.ToLower(m[1])) {
					p.names[strings.ToLower(m[1])] = true
				}
			}
		}
		// A speaker's prefix names a person ("Josh: I want …").
		if strings.ContainsAny(n.Text, ":：") {
			if m := reSpeakerName.FindStringSubmatch(stripInline(n.Text)); m != nil && !notNames[strings.ToLower(m[1])] {
				p.names[strings.ToLower(m[1])] = true
			}
		}
		// "[김도윤] …": a Korean full name in brackets opening an item as
		// its speaker or owner names a person ("유사도: …" before a colon
		// may be a label).
		if n.Kind == doc.ListItem || n.Kind == doc.Heading {
			if m := reKoNameLead.FindStringSubmatch(stripInline(n.Text)); m != nil {
				if koFullName(m[1]) {
					p.names[m[1]] = true
				}
			}
		}
		// "도윤님", "서연 씨": a Korean given name with an honorific names
		// a person wherever it is written.
		if strings.Contains(n.Raw, "님") || strings.Contains(n.Raw, "씨") {
			for _, m := range reKoHonored.FindAllStringSubmatch(n.Raw, 8) {
				if w := m[1]; !koCommonWord[w] && !koRoles[w] && !koTitles[w] {
					p.names[w] = true
				}
			}
		}
		// "Name to …" in an action section names a person.
		if n.Kind == doc.ListItem && p.section(n.Section).action {
			// ("Connect to your instance at …" is a verb and a place.)
			// ("Remember to use …" is a verb that takes "to"; a how-to's
			// "Navigate to the page …" a step anyone follows.)
			if m := reNameCommitLoose.FindStringSubmatch(stripInline(n.Text)); m != nil && !notNames[strings.ToLower(m[1])] && !workGerund(m[1]) && !reDeterminerAfter.MatchString(m[0]) && !toControllers[strings.ToLower(m[1])] && !notInfinitive[strings.ToLower(m[1])] && !p.underInstructions(n) && !verbBeforeTo(stripInline(n.Text), m[1]) {
				p.names[strings.ToLower(m[1])] = true
			}
		}
	}
	// "### K 민호", "### 박설", "설님" beside "### 나래", "### 다온"
	// (konamelabels.go).
	p.collectMemberLabels()
}

var (
	reAttendees       = regexp.MustCompile(`^[\s*_-]*(?:attendees|attendance|participants|present|(?:(?:team|group|project)\s+)?members\s+present|presents|` + koRollLabel + `|인원)[\s*_]*[:：]`)
	reAttendeeSep     = regexp.MustCompile(`\s*(?:,|·|/|;|、|\band\b)\s*`)
	reAttendeeStart   = regexp.MustCompile(`^(?:attendees|attendance|participants|present|참석자?|참여자|참가자)\b`)
	reAttendeeHeading = regexp.MustCompile(`attendees|attendance|participants|^attending$|참석|참여자|참가자`)
	// reRollHeading: a heading over a board's roll ("### Directors
	// Present", "### Officers Absent"): its items are people, each
	// perhaps with an office after a comma.
	reRollHeading     = regexp.MustCompile(`^(?:[\p{L}]+\s+)?(?:present|absent|apologies|regrets)\s*:?$`)
	reSpeakerName     = regexp.MustCompile(`^([\p{Lu}][\p{L}'’-]{1,20}(?:\s+` + enNameParticles + `[\p{Lu}][\p{L}.'’-]*){0,2})\s*[:：]\s+(?i:i|i'm|i’m|i'd|we|we're|my|\+1|-1|agree|yes|no)\b`)
	reBoldNameActs    = regexp.MustCompile(`\*\*([\p{Lu}][\p{L}'’-]{1,20})\*\*\s+(?:is|was|will|has|had|said|says|agreed|offered|volunteered|needs|wants|plans|asked|suggested)\b`)
	reKoHonored       = regexp.MustCompile(`(?:^|[^\p{Hangul}])([\p{Hangul}]{2,3})\s?(?:님|씨)(?:[^\p{Hangul}]|$|이|께서|은|는|의|과|와|도|이랑|한테|께)`)
	reKoNameLead      = regexp.MustCompile(`^\s*\[\s*([\p{Hangul}]{3,4})\s*\]`)
	reNameCommitLoose = regexp.MustCompile(`^@?([\p{L}][\p{L}\p{N}._-]{1,30})\s+(?:to|will)\s+(?i:(?:the|a|an|your|our|their|my|his|her|its|this|that|these|those)\s)?\p{L}`)
)

// reDeterminerAfter: "X to the …": a verb and its place, not a name and
// its task.
var reDeterminerAfter = regexp.MustCompile(`(?i)\s(?:to|will)\s+(?:the|a|an|your|our|their|my|his|her|its|this|that|these|those)\s\p{L}$`)

// recurs: the word occurs more than once in the notes (a name written in
// two places is a name, a word that looks like one once is often not).
func (p *parser) recurs(w string) bool {
	if n, ok := p.words[w]; ok {
		return n >= 2
	}
	// Each distinct word costs one scan of the notes; past a bound (only
	// hostile notes get there) a word counts as seen once.
	if len(p.words) >= maxWordScans {
		return false
	}
	n := strings.Count(p.notesText(), w)
	p.words[w] = n
	return n >= 2
}

// writtenLower: the notes write w in lower case as a word of its own
// somewhere ("issue", "use", "experts"): a word a sentence capitalises
// only as it opens it, not a name (names keep their capital).
func (p *parser) writtenLower(w string) bool {
	lw := strings.ToLower(w)
	if lw == w {
		return true
	}
	key := "\x00lower\x00" + lw
	if n, ok := p.words[key]; ok {
		return n > 0
	}
	if len(p.words) >= maxWordScans {
		return true
	}
	text, n := p.notesText(), 0
	for i := 0; n == 0; {
		j := strings.Index(text[i:], lw)
		if j < 0 {
			break
		}
		start, end := i+j, i+j+len(lw)
		prev, _ := utf8.DecodeLastRuneInString(text[:start])
		next, _ := utf8.DecodeRuneInString(text[end:])
		if (start == 0 || !unicode.IsLetter(prev)) && (end == len(text) || !unicode.IsLetter(next)) {
			n++
		}
		i = end
	}
	p.words[key] = n
	return n > 0
}

// maxWordScans bounds the words looked up in the whole notes (recurs,
// commonWord): each costs one scan, and only hostile notes ask more.
const maxWordScans = 256

// notesText is the notes as one string, built once.
func (p *parser) notesText() string {
	if p.text == "" {
		var b strings.Builder
		for _, nd := range p.d.Nodes {
			b.WriteString(nd.Raw)
			b.WriteByte('\n')
		}
		p.text = b.String()
	}
	return p.text
}

// known: the roster or the notes name this person with confidence.
// modalNames: modals that are also first names (Will, May, Can).
var modalNames = map[string]bool{"will": true, "may": true, "can": true, "shall": true, "must": true, "might": true}

func (p *parser) known(name string) bool {
	name = strings.TrimPrefix(strings.TrimSpace(name), "@")
	if name == "" {
		return false
	}
	if _, ok := p.roster.Lookup(name); ok {
		return true
	}
	if modalNames[name] {
		// "We will mark the issue" where Will attends: a modal written
		// in lower case is the verb, never the person.
		return false
	}
	if p.names[strings.ToLower(name)] || p.memberLabels[strings.ToLower(name)] || p.rollInitialsOf[strings.ToLower(name)] {
		return true
	}
	if t := strings.TrimRight(name, "."); t != name && p.names[strings.ToLower(t)] {
		// "Priya N." where the attendees list is read without the
		// initial's full stop.
		return true
	}
	// "민기" where the attendees list "김민기": a given name of a full
	// name the notes know.
	if utf8.RuneCountInString(name) == 2 && isHangul(name) {
		if p.given == nil || p.givenOf != len(p.names) {
			// Rebuilt only when the names grew (they grow while the
			// notes are read, then stay).
			p.given, p.givenOf = map[string]bool{}, len(p.names)
			for n := range p.names {
				if r := []rune(n); len(r) == 3 && isHangul(n) && koSurnames[string(r[:1])] {
					p.given[string(r[1:])] = true
				}
			}
		}
		return p.given[name]
	}
	return false
}

// koPerson: w is a Korean name where an owner is expected. A word of
// three or four syllables that starts with a surname is a full name; one
// of two ("설명", "배경", "선택", "한계" start with surnames too) only when
// the notes or the roster know it.
func (p *parser) koPerson(w string) bool {
	// (A given name of a full name the notes list, "계령" of "반계령", is
	// one whatever its syllables.)
	return koFullName(w) && utf8.RuneCountInString(w) >= 3 || p.known(w) && isHangul(w) || koGivenShaped(w) && !p.koRoll()
}

func (p *parser) node(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	si := p.section(n.Section)
	if c, ok := p.records[i]; ok {
		return c
	}
	switch n.Kind {
	case doc.TableRow:
		if koFormFieldAfterList(n) {
			// "다음 회의 전까지 해야할 일." / "- …" / "| 결과물 | - |": the
			// form's next field is no item of the list above it
			// (kotodolabel.go).
			return nil
		}
		return p.tableRow(n, si)
	case doc.Heading:
		return p.heading(n)
	case doc.ListItem, doc.Paragraph:
		c := p.item(i, n, si)
		if c == nil && !si.done {
			// "- Action: plan the training" / "  - Invite Dana …"
			// (markersteps.go).
			c = p.markerStep(i)
		}
		if c == nil && !si.done {
			// "### Vendor Strings" / "Assignee: @moro" / "- Add …"
			// (assigneeheading.go).
			c = p.cardStep(i)
		}
		if c == nil && si.action {
			// "## 업무 분배" / "- 서버 기능 : 양": an area and who holds it.
			c = p.koAreaLine(n, si)
		}
		if c != nil && len(c.Owners) == 0 && si.action {
			if o := p.childNames(i); len(o) > 0 {
				// "- Continue moving models to Git LFS" / "  - Prasanth" /
				// "  - Ksenija": the people listed under an action item
				// take it.
				c.Assignee, c.Owners = strings.Join(o, ", "), o
			}
		}
		return c
	}
	return nil
}

// childNames: the first items nested under list item i are each one
// person the notes know, and nothing else ("  - Prasanth"); their names,
// else nil.
func (p *parser) childNames(i int) []string {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem {
		return nil
	}
	var names []string
	for j := i + 1; j < len(p.d.Nodes) && j < i+12; j++ {
		m := p.d.Nodes[j]
		if m.Kind == doc.Blank {
			continue
		}
		if m.Kind != doc.ListItem || m.Parent != i {
			break
		}
		t := strings.TrimSpace(strings.Trim(stripInline(m.Text), " .,;*_"))
		if t == "" || len(strings.Fields(t)) > 3 || !p.known(t) || p.hasChildren(j) {
			break
		}
		names = append(names, t)
	}
	return names
}

// heading: a heading is an action when it names an owner at its end
// ("인코더 모듈 - 최유진") or holds a commitment ("배포 권한 (정도윤이 오늘
// 설정)", "… 합치기로 함.").
func (p *parser) heading(n doc.Node) *extract.Candidate {
	text := stripInline(n.Text)
	if p.ownerDetail(n) {
		// "Assignee: @dana" under a heading, read as a pseudo heading:
		// the owner of the heading above (assigneeheading.go).
		return nil
	}
	if c := p.headingAssignee(p.nodeAt(n.Line)); c != nil {
		// "### Rework the upload retry" / "Assignee: @dana"
		// (assigneeheading.go).
		return c
	}
	if reParenTail.MatchString(text) && strings.Contains(n.Text, "@") {
		// "#### Developer interviews (@mmcky)": a topic and who presents
		// it.
		return nil
	}
	if p.parenLabelOwner(text) != "" && isActionHeading(normHeading(reLabelParenOwner.ReplaceAllString(text, ""))) {
		// "Next steps (CH)": a label over CH's list, no task itself.
		return nil
	}
	if m := reParenTail.FindStringSubmatch(text); m != nil && groupOwners[strings.ToLower(m[1])] && isActionHeading(normHeading(text)) {
		// "Next actions (team)", "할 일 (전원)": a label over the
		// group's list, no task itself.
		return nil
	}
	if c := p.trailingOwner(codeOwnerAsDash(n.Text, text), true); c != nil && !(extract.HasHangul(text) && p.section(n.Section).report) && !p.reporterHeading(n) && !p.agendaPointHeading(n) {
		// "인코더 모듈 - 최유진" assigns a part; "진행 현황 - 정도윤" names
		// a presenter. A heading cannot say which: a human confirms —
		// except under an agenda ("## 안건" / "### 1) 규칙 확정 (김도윤)"),
		// where the name presents the item.
		c.Syntax = "heading-owner"
		c.Problems = append(c.Problems, problemHeading)
		return c
	}
	if c := p.koLeadHeadingOwner(text); c != nil && !p.section(n.Section).report && !p.reporterHeading(n) {
		// "이서준: 결제 모듈 정리", "[이서준] 결제 모듈 정리": the owner
		// written first, as "결제 모듈 정리 - 이서준" writes it last.
		c.Syntax = "heading-owner"
		c.Problems = append(c.Problems, problemHeading)
		return c
	}
	if isActionHeading(normHeading(n.Text)) {
		return nil
	}
	if c := p.koreanCommitment(text, n, true); c != nil {
		return c
	}
	// A line that introduces a list can be a commitment too ("Dana will
	// send:").
	if c := p.commitment(strings.TrimRight(text, ":： "), false); c != nil {
		return c
	}
	return nil
}

// reReportsTitle: a heading that files what follows as reports ("##
// Reports", "Updates from related communities", "Working group
// updates", "Announcements or custom items").
var reReportsTitle = regexp.MustCompile(`(?i)^(?:\d+[.)]\s*)?(?:(?:status\s+|sub-?project\s+|group\s+|community\s+|liaison\s+)?(?:reports?|updates?)(?:\s+from\s+.{1,60})?|.{1,40}\s+(?:reports?|updates)|announcements?(?:\s+(?:and|or|&)\s+.{1,40})?)\s*[:：]?$`)

// reporterHeading: heading n, "PQCA TAC (Norm)", sits under a heading of
// reports: the name in parentheses is who reports, not who is to do
// anything.
func (p *parser) reporterHeading(n doc.Node) bool {
	if n.Section == nil {
		return false
	}
	for s := n.Section; s != nil; s = s.Parent {
		if s.Line == n.Line {
			continue
		}
		if reReportsTitle.MatchString(strings.TrimSpace(stripInline(s.Title))) {
			return true
		}
	}
	return false
}

var (
	reLinkOnly      = regexp.MustCompile(`^(?:\[[^\]]*\]\([^)]*\)|<?https?://[^\s()]+>?|\(<?https?://[^\s()]+>?\)|\s|[,;])+$`)
	rePlaceholder   = regexp.MustCompile(`^(?:\\?<[^>]{0,30}\\?>|\.{2,}|…|tbd|n/a|-+)$`)
	reDecisionLabel = regexp.MustCompile(`^(?:\*\*|__)?(?i:decisions?|decided|resolution|결정(?:\s*사항)?|합의(?:\s*사항)?)(?:\s+\d+(?:\.\d+)*)?(?:\*\*|__)?\s*[:：]`)
	// reQuestion: a question mark that closes the line, or is followed
	// only by handles, a link to what is asked about or a priority
	// ("namespace for SDKs? https://…", "How will it work? - Low
	// priority").
	reQuestion = regexp.MustCompile(`[?？]\s*(?:\)|\*|_)*\s*(?:\(?@[\w.-]+\)?\s*|<?https?://[^\s<>]+>?\s*|\[[^\]]*\]\([^)]*\)\s*|[-–—:]\s*(?i:low|medium|high)\s+priority\s*)*$`)
)

// isQuestion: the line, without its parentheses, asks something.
func isQuestion(s string) bool {
	if !strings.ContainsAny(s, "?？") {
		return false
	}
	s = tail(s, 256)
	return reQuestion.MatchString(reParen.ReplaceAllString(s, " ")) || reQuestion.MatchString(s) && !strings.HasSuffix(strings.TrimSpace(s), ")")
}

// personsList: the action list is a person's — a person's heading holds
// it ("***Erik***" / "* what does it take to create a new stackexchange
// site?"), or it restates last meeting's actions. There a question is
// theirs to find out, and a nested step that opens with a verb of work
// ("* take the helm on applying to NumFOCUS" / "  * Bring up a looping
// mentorship program …") is their subtask; in a list of nobody's a
// question asks the group and such a step is a detail.
func (p *parser) personsList(si secInfo) bool {
	return si.carryOver || si.owner != "" && !groupOwners[strings.ToLower(si.owner)] && p.known(si.owner)
}

// reActionPhrase: the words that name a list of actions inside a longer
// label; reReviewPhrase: a label that reviews earlier meetings' actions
// (restates.go reads those).
var (
	reActionPhrase = regexp.MustCompile(`(?i)\b(?:next\s+steps?|action\s+items?|action\s+points?|to-?do(?:\s+list)?(?:\s+items)?|todos|follow[- ]?ups?|actionables?)\b`)
	reReviewPhrase = regexp.MustCompile(`(?i)\b(?:review(?:ed|ing)?|status|from\s+(?:the\s+)?(?:last|previous|prior)|previous|prior|last\s+(?:week|meeting|call)|discuss(?:ed|ing)?\s+the)\b`)
)

// actionLabel: a line that introduces a list (a label or a parent item,
// at most a sentence) and names it as actions.
func actionLabel(label string) bool {
	t := stripInline(label)
	if len(t) > 160 || isQuestion(t) || !reActionPhrase.MatchString(t) {
		return false
	}
	return !reReviewPhrase.MatchString(t)
}

// namedCommitment: the text opens with a name or handle committing
// ("Orla to …", "wren will …").
func namedCommitment(t string) bool {
	t = strings.TrimSpace(t)
	return reAIBare.MatchString(t) || reCapsLabelHandle.MatchString(t)
}

// markedCommitment: an action marker whose rest is a named commitment
// ("Action item: Orla to write up a comment stating that:"): the items
// under it say what the work holds, no actions of their own.
func markedCommitment(text string) bool {
	m := markerItem(stripInline(text))
	return m != nil && m.owner == "" && namedCommitment(stripInline(m.rest))
}

// reRollPrefix: a short label before a roll ("Team members:", "Others:").
var reRollPrefix = regexp.MustCompile(`^\p{L}[\p{L} ]{0,30}[:：]\s+(.+)$`)

// labelledRoll: the names of "Label: a, b, c" in an attendance list, each
// one to three words; nil unless there are two names or more.
func labelledRoll(text string) []string {
	m := reRollPrefix.FindStringSubmatch(strings.TrimSpace(text))
	if m == nil {
		return nil
	}
	parts := reAttendeeSep.Split(m[1], -1)
	if len(parts) < 2 {
		return nil
	}
	var out []string
	for _, part := range parts {
		part = strings.Trim(reParen.ReplaceAllString(part, " "), " .@*_")
		if w := strings.Fields(part); len(w) == 0 || len(w) > 3 {
			return nil
		}
		out = append(out, strings.Fields(part)[0], part)
	}
	return out
}

// introLabel: the line ends with a colon, introducing what follows.
func introLabel(t string) bool {
	t = strings.TrimRight(strings.TrimSpace(stripInline(t)), "*_ ")
	return strings.HasSuffix(t, ":") || strings.HasSuffix(t, "：")
}

// reStatementLead: a line that opens with a pronoun or "there" states
// something; among a list's steps it is a remark unless it commits.
var reStatementLead = regexp.MustCompile(`^(?i:we|it|this|that|they|there|i|he|she|our|my|their|its)\b`)

// reLabelFor: "Action items (for Christoph)", "next steps for Ana".
var reLabelFor = regexp.MustCompile(`\bfor\s+@?([\p{Lu}][\p{L}'’-]+)\)?`)

// labelOwner: the person an action label names as the owner of its list:
// "[Steve] Thebe next steps", "Action items (for Christoph)".
func (p *parser) labelOwner(label string) string {
	t := stripInline(label)
	if o := p.bracketOwner(t); o != "" {
		return o
	}
	if m := reLabelFor.FindStringSubmatch(t); m != nil && p.known(m[1]) {
		return m[1]
	}
	if o := p.labelForOwner(t); o != "" {
		// "Action items for Priya:" (labelforowner.go).
		return o
	}
	// "Priya's action items:" (ownerslot.go).
	return p.possessiveOwner(t)
}

// reStatusLead / reStatusTail: a status mark opening or closing an item
// ("**pending** …", "DONE: …", "… - **in progress**", "… (completed)").
var (
	reStatusLead = regexp.MustCompile(`^(?:(?:\*\*|__)?\[?(?i:(pending|in\s+progress|ongoing|open|not\s+started|wip|done|completed?|closed|finished))\]?(?:\*\*|__)?(?:\s*[:：-]\s*|\s+)|(` + statusEmoji + `)\x{FE0F}?\s*)`)
	reStatusTail = regexp.MustCompile(`\s*(?:[-–—,]\s*|[(\[]\s*)(?:\*\*|__)?(?i:(pending|in\s+progress|ongoing|open|not\s+started|wip|done|completed?|closed|finished))(?:\*\*|__)?(?:\s*,\s*[^()\[\],]{1,30})?\s*[)\]]?\s*[.]?\s*$`)
)

// reStatusEmojiLead: a status pictograph opening an item.
var reStatusEmojiLead = regexp.MustCompile(`^(?:` + statusEmoji + `)\x{FE0F}?\s*`)

// statusEmoji: the pictographs notes from chat tools and wikis open a
// reviewed item with ("- ✅ Alice: migrate …", "- ❌ Bob: benchmark …
// (not started)", "- ⏳ Carol: …"): a check is done, a cross is not
// done, an hourglass or arrows are under way.
const statusEmoji = `✅|✔|☑|✓|❌|✖|✗|⏳|⌛|🔄|🚧`

// emojiStatus: the status word a status pictograph stands for.
func emojiStatus(e string) string {
	switch e {
	case "✅", "✔", "☑", "✓":
		return "done"
	case "❌", "✖", "✗":
		return "not started"
	}
	return "in progress"
}

// cutStatus takes a status mark off an item: the rest, whether the mark
// says the work is still open, and whether there was one.
func cutStatus(text string) (rest string, open, ok bool) {
	t := strings.TrimSpace(text)
	for _, re := range []*regexp.Regexp{reStatusLead, reStatusTail} {
		if m := re.FindStringSubmatchIndex(t); m != nil {
			var st string
			if m[2] >= 0 {
				st = strings.ToLower(strings.Join(strings.Fields(t[m[2]:m[3]]), " "))
			} else {
				st = emojiStatus(t[m[4]:m[5]])
			}
			if re == reStatusLead && st == "open" && m[2] == m[0] && strings.TrimSpace(t[m[3]:m[1]]) == "" && openVerbObject(t[m[1]:]) {
				// "Open issues on …", "Open a PR for …": a bare "Open"
				// before its object is the verb; as a mark it is set
				// apart ("OPEN: …", "**open** …", "[open] …").
				continue
			}
			rest = strings.TrimSpace(t[:m[0]] + t[m[1]:])
			if rest == "" || strings.Count(rest, "(") > strings.Count(rest, ")") || strings.Count(rest, "[") > strings.Count(rest, "]") {
				// ("… (Bruno - in progress)": the mark closes a
				// parenthesis that holds the owner; metaParen reads it.)
				return text, false, false
			}
			switch st {
			case "done", "complete", "completed", "closed", "finished":
				return rest, false, true
			}
			return rest, true, true
		}
	}
	return text, false, false
}

// openVerbObject: the words after a bare "Open" are its object — a
// lower-case word ("issues on …", "a PR") or a quoted name ("\"Project
// Issue\" on …"); a capitalised word ("Open Source …") is a name the
// word belongs to.
func openVerbObject(rest string) bool {
	r, _ := utf8.DecodeRuneInString(rest)
	return unicode.IsLower(r) || strings.ContainsRune("\"'“‘`", r)
}

// reStatusMid: a capitalised done mark inside the line ("… has changed.
// DONE: <link>", "ideas for RGSoC **DONE** Project submitted").
var reStatusMid = regexp.MustCompile(`(?:^|\s)(?:\*\*|__)?(?:DONE|Done|COMPLETED|Completed)(?:\*\*|__)?(?:\s*[:：]|\s|$)`)

// reMessageHeading: a heading that names a message (an email, a letter)
// the notes hold, by what it is about ("Agenda email", "Kickoff mail").
var reMessageHeading = regexp.MustCompile(`^(?:[\p{L}-]+\s+){0,2}(?:e-?mail|mail|message|letter)$`)

// reviewedDone: the list item at i reviews an earlier action that is
// marked done.
func (p *parser) reviewedDone(i int) bool {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem {
		return false
	}
	review := p.section(n.Section).carryOver || n.Parent >= 0 && isReviewLabel(normHeading(strings.TrimRight(stripInline(p.d.Nodes[n.Parent].Text), ":： ")))
	if !review || n.Checkbox != 0 {
		// A checkbox list of last meeting's actions is a tracker: a
		// checked item restates the action with its state, which the
		// series reads to close the task (package series); text marks
		// ("**DONE** …", "… - **completed**") only report.
		return false
	}
	// The details of a done item are done too, unless one commits
	// someone anew ("**DONE** Alex to close #518" / "  - Alex to address
	// the comment").
	for j, depth := i, 0; j >= 0 && depth < 8; j, depth = p.d.Nodes[j].Parent, depth+1 {
		if markedDone(p.d.Nodes[j].Text) || j != i && (p.d.Nodes[j].Checkbox == 'x' || p.d.Nodes[j].Checkbox == 'X') {
			// ("- [x] 캐시 재현 확장" / "  - 3/2: 3개 추가 완료": the
			// details of a checked item are its done work.)
			if j == i {
				return true
			}
			c := p.commitment(stripInline(n.Text), true)
			return c == nil || !p.allPeople(c.Owners, true)
		}
	}
	// "* Dana to merge the template" / "  ** Complete.": the reviewed
	// action's state written as the first line nested under it.
	for j := i + 1; j < len(p.d.Nodes); j++ {
		m := p.d.Nodes[j]
		if m.Kind == doc.Blank || m.Kind == doc.Paragraph && m.Cont && m.Indent > n.Indent {
			// (Blank lines, and the item's own words wrapped onto the
			// lines under it.)
			continue
		}
		return m.Kind == doc.ListItem && m.Indent > n.Indent && reReviewDoneChild.MatchString(stripInline(stripEmphasis(m.Text)))
	}
	return false
}

// reReviewDoneChild: a nested line that reports the reviewed action done
// ("Complete.", "complete - circulated on the list", "Done").
var reReviewDoneChild = regexp.MustCompile(`(?i)^(?:done|complete|completed|finished|closed)(?:\s*(?:[:：.!,;-]|$))`)

// markedOpen: the line carries a status mark, at its start or its end,
// that says the work is still open ("❌ Bob: …", "… — in progress").
func markedOpen(text string) bool {
	rest, open, ok := cutStatus(text)
	if !ok {
		return false
	}
	if open {
		return true
	}
	_, open, _ = cutStatus(rest)
	return open
}

// markedDone: the line carries a done mark. (A whole item struck through
// is one in a review of earlier actions, where it is read: the list
// strikes the actions it closed.)
func markedDone(text string) bool {
	if wholeStruck(text) {
		return true
	}
	t := stripStrike(text)
	_, open, ok := cutStatus(t)
	return ok && !open || statusMidDone(t)
}

// wholeStruck: the whole line is struck through, "~~…~~" or the single
// tilde GitHub also renders as a strike ("~Draft the guidelines~"); a
// tilde of "about" ("~3 days") closes nothing.
func wholeStruck(text string) bool {
	t := strings.TrimRight(strings.TrimSpace(text), " .")
	for _, mark := range []string{"~~", "~"} {
		if len(t) > 2*len(mark)+1 && strings.HasPrefix(t, mark) && strings.HasSuffix(t, mark) {
			inner := t[len(mark) : len(t)-len(mark)]
			return !strings.Contains(inner, "~") && !unicode.IsSpace(rune(inner[0])) && !unicode.IsSpace(rune(inner[len(inner)-1]))
		}
	}
	return false
}

// reviewMarked: an item of n's list carries a status mark.
func (p *parser) reviewMarked(n doc.Node) bool {
	for _, m := range p.d.Nodes {
		if m.Kind != doc.ListItem || m.Parent != n.Parent {
			continue
		}
		if _, _, ok := cutStatus(m.Text); ok || reStatusMid.MatchString(m.Text) {
			return true
		}
	}
	return false
}

// reNoPlan: a marker that records that nothing is decided yet ("Next
// step: unclear, but probably …", "Next steps: TBD").
var reNoPlan = regexp.MustCompile(`^(?i:unclear|unknown|undecided|not\s+(?:sure|clear|decided|yet\s+decided)|to\s+be\s+(?:decided|determined)|tbd|tba)\b`)

// maxItemBytes bounds the text the rules read per line: an action is a
// sentence or two, and every rule then costs at most this much.
const maxItemBytes = 1 << 10

// reDoneHeading: a heading or label that files its items as finished or
// archived: "Done", "Done tasks", "Completed:", "Completed actions",
// "Archive", "Archive of decisions", "완료", "완료된 작업", and with the
// period they cover ("What we did this week:", "Done since last
// meeting").
var reDoneHeading = regexp.MustCompile(`^(?:what\s+(?:we|i|was|got)\s+(?:did|done|have\s+done|'ve\s+done)|what\s+we['’]ve\s+done|accomplishments|accomplished|(?:done|completed?|finished)(?:\s+(?:tasks?|items?|actions?|action\s+items?|work))?|archived?(?:\s+of\s+.+)?|완료(?:된)?(?:\s*(?:작업|항목|사항|업무))?)(?:\s+(?:this|last|that)\s+(?:week|sprint|month|iteration|cycle)|\s+since\s+(?:the\s+)?last\s+(?:meeting|week|time|call|sync))?\s*[:：]?$`)

func (p *parser) item(i int, n doc.Node, si secInfo) *extract.Candidate {
	if c := p.itemRules(i, n, si); c != nil || si.done {
		return c
	}
	// "  - Enlarge the legend" under "The client requested changes:",
	// read only where no other rule read the item (sharesrequests.go).
	return p.requestedChange(n, n.Text)
}

// itemRules reads item i by the rules of items.
func (p *parser) itemRules(i int, n doc.Node, si secInfo) *extract.Candidate {
	if si.done {
		// Finished or archived work, however it is worded.
		return nil
	}
	text := n.Text
	if len(text) > maxItemBytes {
		text = cutUTF8(text, maxItemBytes)
	}
	// "**Dana Smith.** Update the list", "ACTION: Dana Smith. Clarify
	// …": a name closed by a period labels the task (namedot.go).
	text = p.nameDotLabel(text)
	// "Action point for Lena: please register …" (actionpoints.go).
	text = actionLabelPlease(actionPointLabel(text))
	if p.ownerDetail(n) {
		// "  * Assigned to: Dana": its item's owner (enactionlabels.go).
		return nil
	}
	if n.Kind == doc.ListItem && finishedItem(text, n.Checkbox, si) {
		return nil
	}
	if strings.TrimSpace(text) == "" || rePlaceholder.MatchString(text) || reDecisionLabel.MatchString(text) || reNoWorkAssigned.MatchString(strings.TrimSpace(stripInline(text))) {
		return nil
	}
	if si.action {
		// "- Venue booking: Sam" (taskowners.go).
		if c := p.taskThenOwners(n, text); c != nil {
			return c
		}
	}
	if c := p.assignedShare(n, text); c != nil {
		// "- Dana: search page" under "Task assignments:" (sharesrequests.go).
		return c
	}
	if noneWords[lowerTrim(strings.Trim(stripInline(text), ".*_ ()"))] {
		// "## Action Items\n* None": the list records that there is none.
		return nil
	}
	if c := p.koDashPairs(text, si); c != nil {
		return c
	}
	if c, ok := p.koStudyAssigned(i, n, si); ok {
		// (kohomework.go) "* - 기본 개념 -" / "  * Ring - 양유석".
		return c
	}
	// A line that continues a sentence starts mid-sentence: its first
	// capitalised word is no subject ("… contact\nSiggraph to verify").
	p.midSentence = n.Kind == doc.Paragraph && n.Cont
	if si.action || si.dueOnly {
		if c := p.homeworkLink(n, text, si); c != nil {
			// "## 2주차 과제" / "https://…/problem/2018" (homeworklinks.go).
			return c
		}
	}
	if reLinkOnly.MatchString(text) {
		// A link is a reference, unless its text is a commitment.
		return p.commitment(stripInline(text), si.action)
	}
	// A status mark ("**pending** Juan to …", "… - Sean - **in
	// progress**"): in a review of earlier actions a done item is no
	// action and an open one is; anywhere, an open mark is no part of
	// the line's words.
	reviewParent := false
	if n.Kind == doc.ListItem {
		reviewParent = n.Parent >= 0 && isReviewLabel(normHeading(strings.TrimRight(stripInline(p.d.Nodes[n.Parent].Text), ":： ")))
		if p.reviewedDone(i) {
			return nil
		}
		if reviewParent && !p.reviewMarked(n) {
			// A review list without any marks: the state of its items
			// is unknown.
			return nil
		}
		if rest, open, ok := cutStatus(text); ok && (open || si.action && !reviewParent && n.Checkbox == 0 && reStatusLead.MatchString(strings.TrimSpace(text))) {
			// (In a list of action items a done mark opening the item is
			// the action's later state, as a checked box is: the words
			// after it still name the owner. A closing mark stays in the
			// title, where the series reads it.)
			text = rest
			if rest2, open2, ok2 := cutStatus(text); ok2 && open2 {
				// "⏳ Carol: … — in progress": a mark at each end.
				text = rest2
			}
		}
	}
	if p.decisionList(i) {
		// "**Decision** The following … :" and its list (entopiclabel.go).
		return nil
	}
	if rest, ok := p.topicLabelLead(text); ok {
		// "**Scope Draft:** Justin will …" (entopiclabel.go).
		text = rest
	}
	// Markers anywhere.
	mtext := unescapeBrackets(stripStrike(text))
	if sm := p.slotMarker(mtext); sm != "" {
		// "Alice's AI: …", "Bob (owner), due Friday: …" (ownerslot.go).
		mtext = sm
	} else if am := p.boldActionName(mtext); am != "" {
		// "**Action Dana** rotate the keys" (enactionlabels.go).
		mtext = am
	} else if am := p.actionNameColon(stripInline(mtext)); am != "" {
		// "Action Dana: rotate the keys", "(Action) Sam to …"
		// (enactionlabels.go).
		mtext = am
	} else if am := p.speakerMarker(stripInline(mtext)); am != "" {
		// "Hadrian: Action Item. Clarify issue with Pavlik."
		// (enactionlabels.go).
		mtext = am
	} else if am := p.asksGroup(stripInline(mtext)); am != "" {
		// "Aeva asks everyone to review …" (enactionlabels.go).
		mtext = am
	} else if am := p.actionHolder(stripInline(mtext)); am != "" {
		// "Theo still has action to contact …" (enactionlabels.go).
		mtext = am
	} else if am := p.trailParenAction(stripInline(mtext)); am != "" {
		// "… will use another tool (Action Marta)." (actionpoints.go).
		mtext = am
	}
	m := markerItem(mtext)
	if m == nil {
		// (markerowners.go) "… (Todo, Prasanth)", "… → Action: Alice":
		// the tag closing the line names the owner of what is before
		// it (read as an inline marker, the name alone was the task).
		m = trailingTodoMarker(stripInline(mtext))
	}
	if m == nil {
		m = inlineMarker(mtext)
	}
	if m != nil && m.plan && !planAction(stripInline(m.rest)) {
		m = nil
	}
	if m != nil && m.owner == "" {
		// "TODO: a) Alex announce …": the enumerator is no part of it.
		m.rest = reEnumLead.ReplaceAllString(m.rest, "")
		if tm := trailingTodoMarker(stripInline(m.rest)); tm != nil {
			m.owner, m.rest = tm.owner, tm.rest
		}
	}
	if m != nil {
		markerOwnerFor(m)
		if noneWords[lowerTrim(strings.Trim(m.rest, ".*_ "))] || reNoPlan.MatchString(m.rest) || introLabel(m.rest) && p.hasChildren(i) && !namedCommitment(stripInline(m.rest)) {
			// ("Action items (for Christoph): we agreed on:" heads the
			// list below, which holds the actions; "Action item: Orla to
			// write up a comment stating that:" is Orla's action, the
			// list below what the comment says.)
			return nil
		}
		c := p.parseItem(m.rest, m.owner)
		if c.Due == "" && m.due != "" {
			c.Due = m.due
		}
		if o := strings.TrimPrefix(strings.Trim(stripInline(m.rest), ".*_ "), "@"); m.owner == "" && reFollowUpLabel.MatchString(m.label) && p.wholeNameKnown(o) {
			// "Follow up: Bob" under a topic: Bob follows it up; the
			// name is the owner, the follow-up on the topic the work.
			topic := ""
			if n.Parent >= 0 {
				topic = stripInline(p.d.Nodes[n.Parent].Text)
			} else if n.Section != nil {
				topic = stripInline(n.Section.Title)
			}
			c.Assignee, c.Owners, c.Title = o, []string{o}, "Follow up"
			if t := cleanTitle(topic); t != "" && utf8.RuneCountInString(t) <= 60 {
				c.Title = "Follow up on " + t
			}
		}
		// After an action marker, "bob to …" names bob even in lower case
		// (IRC nicknames).
		if len(c.Owners) == 0 {
			if lm := reMarkerLowerOwner.FindStringSubmatch(stripInline(m.rest)); lm != nil {
				if owners := splitOwners(lm[1]); markerNicks(owners) {
					c.Assignee, c.Owners = strings.Join(owners, ", "), owners
					titled(c, lm[2])
				}
			}
		}
		if len(c.Owners) == 0 {
			// "Follow up: Eric calendar time to review …": after an
			// action marker a person the notes know, then a lower-case
			// word, is that person and the work.
			if o, rest := p.markerNameFirst(stripInline(m.rest)); o != "" {
				c.Assignee, c.Owners = o, []string{o}
				titled(c, rest)
			}
		}
		if len(c.Owners) == 0 {
			// "AI: board should add …", "AP: Kim takes care of …"
			// (enmarkersubject.go).
			if o, rest := p.markerSubjectVerb(stripInline(m.rest)); o != "" {
				c.Assignee, c.Owners = o, splitOwners(o)
				titled(c, rest)
			}
		}
		if len(c.Owners) == 0 {
			// "Action item: JNI Example PR for …": after an action marker,
			// initials the notes write elsewhere (a speaker's prefix, an
			// attendee) open the line with its owner.
			if f := strings.Fields(stripInline(m.rest)); len(f) > 1 {
				if w := strings.TrimRight(f[0], ":："); reInitials.MatchString(w) && !notInitials[w] && (p.known(w) || p.initialsPerson(w) && p.speaksAs(w)) || p.speakerInitials(w) {
					c.Assignee, c.Owners = w, []string{w}
					titled(c, strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(stripInline(m.rest)), f[0])))
				}
			}
		}
		if len(c.Owners) == 0 && !isQuestion(m.rest) {
			// "Action Item: Lucas Pardue and Matt Joras to complete …":
			// names joined before "to" and a verb, as an item writes them.
			if owners, rest, ok := p.markedNamesTo(stripInline(m.rest)); ok {
				c.Assignee, c.Owners = strings.Join(owners, ", "), owners
				titled(c, rest)
			} else if owners, rest, ok := p.namesVerbLead(stripInline(m.rest)); ok {
				// "Action item: Adam, Manil, Ben all talk to the venue":
				// names as the subject of the step's verb.
				c.Assignee, c.Owners = strings.Join(owners, ", "), owners
				titled(c, rest)
			}
		}
		if len(c.Owners) == 0 {
			// (markerowners.go) "Action: Engineering team to review …",
			// "…, Sheng is happy to help".
			if o, rest := p.markerOwners(stripInline(m.rest)); o != "" {
				c.Assignee, c.Owners = o, []string{o}
				titled(c, rest)
			}
		}
		if len(c.Owners) == 0 && n.Kind == doc.ListItem {
			// "[name=Kim] Roadmap draft" / "  Next steps: collect
			// feedback": a marker under a presenter's topic is the
			// presenter's, as a subjectless future there is (groupPlan).
			if o := p.parentSpeaker(n); o != "" {
				c.Assignee, c.Owners = o, splitOwners(o)
			}
		}
		c.Syntax = "marker"
		p.tentative(c, m.rest)
		return c
	}
	plain := stripInline(text)
	if c := p.weekdayDuty(plain, n); c != nil {
		// "Wednesday, farm pickup: Ivan" (enweekdayduty.go).
		return c
	}
	if strings.ContainsAny(plain, "?？") {
		// "What about the policy? Dana will …" (enquestionanswer.go).
		if c := p.questionAnswer(plain, si.action); c != nil {
			if !si.action {
				c.Problems = append(c.Problems, problemConfirm)
			}
			return c
		}
	}
	turn := plain
	if who, rest := p.scribeSpeaker(i, plain); who != "" {
		// "Lena: based on what I hear …" / "... I'll start the process
		// soon": a scribe's continuation line goes on with the speaker
		// above it; what the speaker commits to there is theirs.
		turn = who + ": " + rest
	}
	// "JK: I will …": the speaker's own commitment.
	if c := p.speaker(turn, i); c != nil {
		if !si.action && !(p.transcript && c.Due != "") {
			c.Problems = append(c.Problems, problemConfirm)
		}
		return c
	}
	if c := p.releaseLine(plain); c != nil {
		return c
	}
	if c := p.speakerWill(turn); c != nil {
		if !si.action {
			c.Problems = append(c.Problems, problemConfirm)
		}
		return c
	}
	// (speakernext.go) "Alice: ran the ablation. Next: try …", "서연에게
	// 초안 보내라고 하심".
	for _, read := range []func(string) *extract.Candidate{p.speakerNext, p.koToldMember} {
		if c := read(plain); c != nil {
			if !si.action {
				c.Problems = append(c.Problems, problemConfirm)
			}
			return c
		}
	}
	if c := p.parenLabelWill(plain); c != nil {
		if !si.action {
			c.Problems = append(c.Problems, problemConfirm)
		}
		return c
	}
	if n.Kind == doc.ListItem && n.Wrap != "" && len(n.Text)+len(n.Wrap) < maxSignalLine {
		// "- Dana: has read the reports from the last two weeks" / "  in
		// detail, will ask the reporters …": the speaker's clause goes on
		// in the item's wrapped lines; read whole, on the item's line.
		if c := p.speakerWill(stripInline(text + " " + n.Wrap)); c != nil {
			if !si.action {
				c.Problems = append(c.Problems, problemConfirm)
			}
			return c
		}
	}
	// A speaker's words that commit them: (speakerfollows.go) "Alex: PR
	// will follow for this", (english.go) "Alice: I'm looking into the
	// runner image", and what they said they would do.
	for _, read := range []func(string) *extract.Candidate{p.speakerFollows, p.speakerOnIt, p.speakerSaid} {
		if c := read(plain); c != nil {
			if !si.action {
				c.Problems = append(c.Problems, problemConfirm)
			}
			return c
		}
	}
	// A checked name alone is a roll call.
	if n.Checkbox != 0 && p.rollCall(plain) {
		return nil
	}
	parentText := ""
	if n.Parent >= 0 {
		parentText = stripInline(p.d.Nodes[n.Parent].Text)
	}
	top := n.Kind == doc.ListItem && p.topLevel(i, n)
	inAction := si.action || si.dueOnly
	// "- Frontend" / "  - task": a parent item that is only a team's or a
	// known person's name scopes its children; in an action section the
	// children are that owner's tasks, and the name itself is none.
	if (inAction && p.scopeOwner(n.Text) != "" || koTeamPlan(plain) != "") && n.Kind == doc.ListItem && p.hasChildren(i) {
		return nil
	}
	// "- **Ahmed** will:" / "  - Verify the data": an owner's lead-in
	// over the steps they take on is no task itself (enownerleadin.go).
	if n.Kind == doc.ListItem && p.ownerLeadInItem(i, inAction) != "" {
		return nil
	}
	// "- Group Review Tasks:" / "  - Divide the review among team
	// members:": a label over a split of the work (enownerleadin.go).
	if inAction && p.labelOverDivision(i) {
		return nil
	}
	// "3. Delegations" / "   1. Jiyoung" / "      1. Team logo": a name
	// alone under a label of actions heads that person's tasks, and is
	// none itself (delegations.go).
	if n.Kind == doc.ListItem && n.Parent >= 0 {
		if p.actionLabelItem(n.Parent) && p.hasChildren(i) && p.delegatedTo(i) != "" {
			return nil
		}
		if pn := p.d.Nodes[n.Parent]; pn.Kind == doc.ListItem && pn.Parent >= 0 && p.actionLabelItem(pn.Parent) {
			if o := p.delegatedTo(n.Parent); o != "" && !isQuestion(plain) {
				si.owner, inAction, top = o, true, true
				// "2. 다음주 목표(5월 6일)" / "- 모델: 김도현" / "  - 학습": the
				// label's date is the goals' due.
				if d := koGoalLabelDate(stripInline(p.d.Nodes[pn.Parent].Text)); d != "" {
					si.due, si.dueOnly = d, true
				}
			}
		}
	}
	// "Action items:" / "- Priya's action items:" / "  - draft …": a
	// person's label over their list is its owner, no task itself.
	if label := strings.TrimSpace(plain); inAction && n.Kind == doc.ListItem && p.hasChildren(i) && (strings.HasSuffix(label, ":") || strings.HasSuffix(label, "：")) && p.possessiveOwner(strings.TrimRight(label, ":： ")) != "" {
		return nil
	}
	if n.Parent >= 0 && n.Kind == doc.ListItem {
		if o := p.scopeOwner(p.d.Nodes[n.Parent].Text); o != "" && (inAction || futureWorkHeading(normHeading(p.d.Nodes[n.Parent].Text)) || p.koTeamTask(plain, si)) && p.d.Nodes[n.Parent].Parent < 0 {
			si.owner, inAction, top = o, true, true
		} else if o := p.ownerLeadInItem(n.Parent, inAction); o != "" && p.d.Nodes[n.Parent].Parent < 0 {
			// "- **Ahmed** will:" / "  - Verify the data": the lead-in's
			// owner owns its steps, which are work (enownerleadin.go).
			si.owner, inAction, top = o, true, true
		} else if o := koTeamPlan(parentText); o != "" && p.d.Nodes[n.Parent].Parent < 0 {
			// "- FE 전체적인 일정" / "  - 20일까지 로그인 화면 구현 목표":
			// a team's schedule; its items are the team's tasks.
			si.owner, inAction, top = o, true, true
		} else if o := strings.TrimSpace(strings.TrimRight(stripInline(stripEmphasis(parentText)), ":： ")); inAction && p.d.Nodes[n.Parent].Parent < 0 && koNamesOnly(o) {
			// "- 지훈, 유진" / "  - EC2 인스턴스 생성": the people the
			// parent names share the work under it.
			si.owner, top = o, true
		}
	}
	if inAction && !top && n.Parent >= 0 && n.Kind == doc.ListItem && p.d.Nodes[n.Parent].Indent < n.Indent {
		if o, ok := p.koLabelParent(n.Parent); ok && si.owner == "" {
			si.owner, top = o, true
		} else if p.d.Nodes[n.Parent].Parent < 0 && p.koBoldTopicLabel(n.Parent) {
			// "* **검색 & 라이브러리**" / "  * 검색 API": the steps under a
			// bold topic are the work (kotopiclabel.go).
			top = true
		} else if g := p.d.Nodes[n.Parent].Parent; g >= 0 && p.d.Nodes[g].Parent < 0 && p.koBoldTopicLabel(n.Parent) {
			// "- 선영" / "  - [유료 스터디 / 검색]" / "    - 출력문 수정":
			// a topic under a person's name heads the person's steps.
			if o := p.itemPerson(p.d.Nodes[g]); o != "" {
				if si.owner == "" {
					si.owner = o
				}
				top = true
			}
		} else if due, ok := p.koDueParent(n.Parent); ok {
			// "#### 백엔드" / "- 금요일까지" / "  - 단위 테스트": a deadline
			// item heads its items under an owner's heading too; the
			// owner stays the heading's.
			si.due, si.dueOnly, top = due, true, true
		} else if team, due, ok := p.koTeamDueParent(n.Parent); ok {
			si.owner, si.due, si.dueOnly, top = team, due, true, true
		}
	} else if !inAction && !si.decision && !si.summary && !si.report && !si.done && n.Parent >= 0 && n.Kind == doc.ListItem && p.d.Nodes[n.Parent].Indent < n.Indent {
		// "2. 다음주까지" / "   - 지훈: 회원가입 마무리": an item that is
		// nothing but a deadline heads its items as a heading would —
		// in the notes' discussion too ("## 회의 내용" / "- 11/30까지" /
		// "  - 관리자 화면"), where the item must read as work, not as a
		// remark ("설문 얘기가 나옴").
		if due, ok := p.koDueParent(n.Parent); ok && (!si.nonAction || koDueStep(plain)) {
			si.due, si.dueOnly, inAction, top = due, true, true, true
		} else if team, due, ok := p.koTeamDueParent(n.Parent); ok && (!si.nonAction || koDueStep(plain)) {
			// "- 백엔드: 토요일까지" / "  - 댓글 API": the team's work due
			// then.
			si.owner, si.due, si.dueOnly, inAction, top = team, due, true, true, true
		}
	}
	if !inAction && !si.decision && !si.summary && !si.report && n.Parent >= 0 && n.Kind == doc.ListItem && p.d.Nodes[n.Parent].Indent < n.Indent {
		if due, ok := p.koPlanParent(n.Parent); ok {
			si.due, si.dueOnly, inAction, top = due, true, true, true
		}
	}
	// "* Action items:" as a list item heads its children, and so does an
	// item that names them so ("* next step is:", "* [Steve] Thebe next
	// steps - …", "* Action items (for Christoph): we agreed on:"); a
	// person it names owns them.
	if n.Parent >= 0 && n.Kind == doc.ListItem && (isActionHeading(normHeading(strings.TrimRight(parentText, ":： "))) || koHorizonGoalLabel(normHeading(strings.TrimRight(parentText, ":： "))) || enHorizonGoalLabel(normHeading(strings.TrimRight(parentText, ":： "))) || reviewParent || introLabel(parentText) && actionLabel(parentText) && !markedCommitment(parentText) || reBareActionLabel.MatchString(strings.TrimSpace(parentText))) {
		inAction, top = true, p.d.Nodes[n.Parent].Indent < n.Indent && p.siblingsTop(n)
		if o := p.labelOwner(parentText); o != "" && si.owner == "" {
			si.owner = o
		}
		// "2. 다음 주까지 할 일" / "  - 민수: 크롤러 마무리": the label's
		// deadline (or horizon, "차주 할 일") is its steps', as a
		// heading's is.
		label := strings.TrimRight(parentText, ":： ")
		if _, d := cutDue(label); d != "" && reDeadlineWord.MatchString(strings.ToLower(d)) {
			si.due, si.dueOnly = d, false
		} else if d := koGoalLabelDate(label); d != "" {
			si.due, si.dueOnly = d, true
		} else if h := strings.TrimSpace(reHorizonDue.FindString(label)); h != "" && si.due == "" {
			si.horizon = h
		}
		if reStatementLead.MatchString(plain) && p.commitment(plain, true) == nil {
			// "we used to have to wait …": a remark among the steps.
			return nil
		}
	}
	if !inAction && n.Kind == doc.ListItem && top {
		if o, step, ok := p.ownerStep(text); ok {
			// "3. **Dana K. Ruiz**: Review the plan …" (enownerstep.go).
			c := p.parseItem(step, o)
			if len(c.Owners) == 0 {
				c.Assignee, c.Owners = o, []string{o}
			}
			c.Syntax = "owner-step"
			p.namedEventDue(c)
			inheritDue(c, si)
			p.tentative(c, text)
			return c
		}
	}
	switch {
	case inAction && n.Kind == doc.ListItem && top && isQuestion(plain) && !p.personsList(si) && !p.taskThenQuestion(plain) && !p.ownerLedQuestion(plain) && !p.ownerToFindOut(plain):
		return nil
	case inAction && n.Kind == doc.ListItem && top && !si.labelled && p.discussedTopic(i):
		// (discussedtopic.go) "1. How should users report issues?" /
		// "    - Discussion: …": a topic, not a task.
		return nil
	case inAction && (n.Kind == doc.ListItem && top || n.Kind == doc.Paragraph && n.Indent == 0) && p.koNotStep(i, n, plain, si):
		return nil
	case inAction && n.Kind == doc.ListItem && top && si.labelled && reStatementLead.MatchString(plain) && p.commitment(plain, true) == nil:
		// "Our changes will merge into 1.12", "I started collecting test
		// cases": remarks among the steps.
		return nil
	case inAction && n.Kind == doc.ListItem && top && p.remarkStep(plain):
		// (actionremarks.go) "- Amit: Digest has fewer distractions."
		// under "## Next Steps": the discussion, not a step.
		return nil
	case p.nounLabelOverItems(i, plain):
		// "- Client meeting:" / "  - Scribe: …": a label, no task.
		return nil
	case inAction && n.Kind == doc.ListItem && top && p.leadIn(i) != "":
		// "* Open issues on..." / "    1. the flaky test": its nested
		// items complete it, each a task (below); the item alone is none.
		return nil
	case inAction && n.Kind == doc.ListItem && top && p.koBoldTopicLabel(i):
		// "* **인증 & 보안**" / "  * 토큰 로직 구현": the topic over the
		// steps is none itself (kotopiclabel.go).
		return nil
	case inAction && n.Kind == doc.ListItem && top && p.topicOfSteps(i, plain):
		// "- Release" / "  - Develop a migration guide": a short label
		// over steps groups them; the steps are the actions.
		return nil
	case inAction && n.Kind == doc.ListItem && top && p.recordNotStep(plain):
		// (ennotwork.go) "Blocked on legal review", "Timeline: …", "Mara
		// merged the PR", "Decided to use Postgres" among the steps.
		return nil
	case inAction && n.Kind == doc.ListItem && top:
		owner := si.owner
		if owner != "" && !koFullName(owner) && p.koLeadPerson(plain) {
			owner = "" // the person the item opens with (kolead.go)
		}
		if owner != "" && p.bracketStep(plain) != "" {
			// "### Deliverables:" / "- [HP] Create a poll": the tag on
			// the line names its owner; the heading's name yields.
			owner = ""
		}
		c := p.parseItem(text, owner)
		if owner != "" && teamName(owner) != "" {
			// "* 백엔드" / "  * 결제 API 연동 (김철수)": the person the item
			// names owns it, not the team it is listed under.
			if own := p.parseItem(text, ""); len(own.Owners) > 0 && p.allPeople(own.Owners, false) {
				c = own
			}
		}
		if len(c.Owners) == 0 {
			if cc := p.commitment(plain, true); cc != nil {
				c = cc
			}
		}
		if len(c.Owners) == 0 {
			// "… (nikomatsakis)", "… (aturon, centril)", "(maybe mw?)": in
			// an action list, handles in a closing parenthesis own the item.
			if o := p.parenHandles(text + " " + n.Wrap); o != "" {
				c.Assignee, c.Owners = o, splitOwners(o)
				c.Title = cleanTitle(reTrailRemark.ReplaceAllString(c.Title, ""))
			}
		}
		if len(c.Owners) == 0 {
			// "Dana Smith make the mirror list", "Renew the certificate
			// Dana Smith" (enactionlabels.go).
			if owners, rest, ok := p.knownNameEdge(plain); ok {
				c.Assignee, c.Owners = strings.Join(owners, ", "), owners
				titled(c, rest)
			} else if owners, rest, ok := p.multiNameTo(plain); ok {
				c.Assignee, c.Owners = strings.Join(owners, ", "), owners
				titled(c, rest)
			} else if o := p.childOwner(i); o != "" {
				// "- Review the charter" / "  * Assigned to: Dana".
				c.Assignee, c.Owners = o, splitOwners(o)
			} else if owners := p.assignedToNames(plain); owners != nil {
				// "- Blog posts assigned to Ravi, Tess - due Fri".
				c.Assignee, c.Owners = strings.Join(owners, ", "), owners
			} else if m := reTeamVerbLead.FindStringSubmatch(plain); m != nil && (enImperatives[strings.ToLower(m[2])] || enImperativesMore[strings.ToLower(m[2])] || workVerb(strings.ToLower(m[2]))) {
				// "- Outreach team collect the sponsors' emails": a team
				// named by its work, then the verb, as "Ana to …" is.
				c.Assignee, c.Owners = m[1], []string{m[1]}
				titled(c, m[2]+m[3])
			} else if owners, rest, ok := p.namesVerbLead(plain); ok {
				// "- Mara drafts the charter", "- Mara and Theo continue
				// working on the port", "- Mara, Theo, Ines all talk to
				// the venue": in an action list the names that open the
				// step as its subject own it.
				c.Assignee, c.Owners = strings.Join(owners, ", "), owners
				titled(c, rest)
			}
		}
		if len(c.Owners) == 0 || emptyTitle[strings.ToLower(strings.Trim(c.Title, ".! "))] {
			// "Add the version to the picker, Shauna will do": a person
			// committing in a later clause owns the step, and the clause
			// before is the work.
			if cc := p.clauseCommitment(plain, n); cc != nil {
				c.Assignee, c.Owners, c.Title = cc.Assignee, cc.Owners, cc.Title
			}
		}
		if len(c.Owners) == 0 && n.Wrap != "" {
			// The owner closing a wrapped item: "- Explore the use cases
			// …\n  … examples (aturon, centril)".
			if w := p.parseItem(text+" "+n.Wrap, si.owner); len(w.Owners) > 0 {
				c.Assignee, c.Owners = w.Assignee, w.Owners
			}
		}
		if koUnderWayLine(plain) {
			// "### 김하늘" / "- 결제 화면 구현 중": under a to-do list,
			// a line of work under way reports where it stands.
			return nil
		}
		if m := reKoOneOfOwners.FindStringSubmatch(plain); m != nil && len(c.Owners) > 1 && c.Assignee == si.owner && slices.Contains(c.Owners, m[1]) {
			// "- 제이, 주창" / "  - 주창 09.23 발표 준비": the one of the
			// people above that the line opens with takes it.
			c.Assignee, c.Owners = m[1], []string{m[1]}
			titled(c, m[2])
		}
		c.Syntax = "section"
		if c.Due == "" {
			c.Due = p.leadInListDue(i)
		}
		inheritDue(c, si)
		p.tentative(c, text)
		if len(c.Owners) == 0 && (p.hedgedNobody(plain) || reStandingRule.MatchString(plain)) {
			// "Possibly reschedule the retro", "Can probably drop the
			// label": an item that guesses, naming nobody, is a step the
			// team may take, not one it took on ("maybe Bob can look …"
			// is Bob's, tentative).
			return nil
		}
		return c
	case inAction && n.Kind == doc.Paragraph && (n.Indent == 0 || n.Indent < 4 && reDashGlued.MatchString(text) || p.indentedUnderHeading(i)):
		if m := reDashGlued.FindStringSubmatch(text); m != nil {
			// "**금일 업무**<br> -프론트엔드: 메인 화면 틀 제작": a dash
			// glued to the text after a break is the writer's bullet.
			text, plain = m[1], strings.TrimLeft(plain, "- ")
		}
		c := p.parseItem(text, si.owner)
		if si.owner != "" && teamName(si.owner) == "" && !p.known(si.owner) {
			// "## 데이터 시각화" (a part, koPartHeading) / "한지민: …": the
			// person the line names owns it, not the part it is under.
			if m := reLeadKoName.FindStringSubmatch(plain); m != nil && koFullName(m[1]) {
				c.Assignee, c.Owners = m[1], []string{m[1]}
				titled(c, m[2])
			}
		}
		if len(c.Owners) == 0 {
			// "The group agreed that Dana will collect …": a person
			// committing in a later clause of the paragraph.
			if cc := p.clauseCommitment(plain, n); cc != nil {
				c = cc
			}
		}
		if len(c.Owners) == 0 && !taskLike(plain) && !(workVerbFirst(plain) && capitalStep(plain)) && !koTaskSentence(plain) && !koObjectPlan(plain) && !p.koNamedRunWork(i, plain) {
			// (koprose.go) "… 정리하기. 정리한 내용은 폴더에
			// 올립니다." / "질문은 토요일까지 남겨주세요.": a sentence of
			// the line written as work.
			return p.koProseItem(plain, si)
		}
		if koUnderWayLine(plain) {
			return nil
		}
		c.Syntax = "section"
		inheritDue(c, si)
		return c
	case inAction && n.Kind == doc.ListItem && n.Parent >= 0 && p.leadIn(n.Parent) != "":
		// A nested item completing its parent's words ("* Open issues
		// on..." / "    2. Notebook on the parser"): that task, the
		// parent's words and its own, for the parent's owner.
		c := p.parseItem(p.leadIn(n.Parent)+" "+text, si.owner)
		c.Syntax = "section-lead-in"
		inheritDue(c, si)
		return c
	case inAction && n.Kind == doc.ListItem:
		if o, share, ok := p.distributedShare(n, plain); ok {
			// "  - Divide the review among team members:" / "    - Nada:
			// Data exploration" (enownerleadin.go).
			c := &extract.Candidate{Assignee: o, Owners: []string{o}, Syntax: "distributed-share"}
			if titled(c, share) {
				inheritDue(c, si)
				return c
			}
		}
		// A nested item in an action section is a detail, unless it is a
		// commitment of its own ("felix to summarize …") or a step that
		// opens with a verb of work ("- Create a Zoom meeting" / "  - add
		// a waiting room"): a subtask of its parent's owner.
		if c := p.commitment(plain, true); c != nil {
			return c
		}
		if owners, rest, ok := p.knownNameEdge(plain); ok && !isQuestion(plain) {
			// "  - Generate the skeleton Dana Smith": a step with its
			// own owner, a full name the notes know (enactionlabels.go).
			c := &extract.Candidate{Assignee: strings.Join(owners, ", "), Owners: owners, Syntax: "section-subtask"}
			titled(c, rest)
			inheritDue(c, si)
			return c
		}
		// Under a label over steps ("3. **Comprehensive SBOMs:**" /
		// "   - Ensure …") the steps are what the label groups: a step
		// written as one (a capitalised verb of work) is an action.
		underLabel := n.Parent >= 0 && p.d.Nodes[n.Parent].Kind == doc.ListItem && p.topicOfSteps(n.Parent, stripInline(p.d.Nodes[n.Parent].Text)) && workVerbFirst(plain) && capitalStep(plain)
		if rest := p.bracketStep(plain); rest != "" && n.Parent >= 0 && p.d.Nodes[n.Parent].Kind == doc.ListItem && p.topicOfSteps(n.Parent, stripInline(p.d.Nodes[n.Parent].Text)) && !isQuestion(rest) && len(plain) <= 160 {
			// "- D1 (Mission statement)" / "  - [HP] Create a poll …":
			// a step under a label that names its own owner is that
			// owner's, whatever a heading above names.
			c := p.parseItem(text, "")
			c.Syntax = "section-subtask"
			inheritDue(c, si)
			return c
		}
		// An open box nested under a box in an action section is a step
		// of that task still to do, whatever verb opens it ("- [ ] [RB]
		// Celebration event" / "    - [ ] Postprocess feedback"): the
		// boxes, not a word list, say it is work.
		// A third-person verb opening it ("- [ ] Fixes soundness bug …
		// #64315") titles a change under review, no step.
		openBox := n.Checkbox == ' ' && n.Parent >= 0 && p.d.Nodes[n.Parent].Checkbox != 0 && !introLabel(plain) && !workThirdPerson(firstWord(plain))
		// Under an objective ("* Objective: Keep the sheet clean" / "  *
		// Learn the tracker and record a demo"), the items are the work
		// that meets it, whatever verb of work opens them.
		first := strings.ToLower(strings.Trim(firstWord(plain), "*_,.:"))
		underObjective := n.Parent >= 0 && reObjectiveLabel.MatchString(strings.TrimSpace(stripInline(p.d.Nodes[n.Parent].Text))) && capitalStep(plain) && (workVerbFirst(plain) || enImperativesMore[first] || objectiveVerbs[first])
		if (enImperatives[first] || enImperativesMore[first] && p.personsList(si) || reFindOut.MatchString(plain) || underLabel || openBox || underObjective) && !isQuestion(plain) && len(plain) <= 160 && !reTopicNoun.MatchString(strings.ToLower(plain)) {
			c := p.parseItem(text, si.owner)
			if len(c.Owners) == 0 && n.Parent >= 0 && p.d.Nodes[n.Parent].Kind == doc.ListItem && (n.Checkbox != 0) == (p.d.Nodes[n.Parent].Checkbox != 0) {
				// "- [ ] [RB] Celebration event" / "    - [ ] Prepare
				// video": a step of an owned task is its owner's.
				ptext := strings.TrimSpace(strings.TrimLeft(stripInline(p.d.Nodes[n.Parent].Text), "*_ "))
				if pc := p.parseItem(p.d.Nodes[n.Parent].Text, si.owner); len(pc.Owners) > 0 && (p.bracketOwner(ptext) != "" || strings.HasPrefix(ptext, "@")) {
					c.Assignee, c.Owners = pc.Assignee, pc.Owners
				}
			}
			c.Syntax = "section-subtask"
			inheritDue(c, si)
			return c
		}
		if p.koNestedStep(i, plain) && !p.labelledParent(n) {
			// (konestedstep.go) "- 기획 : 참신한 요소 생각해 오기" / "  *
			// 레벨디자인 해오기": a nested to-do is a step of its own.
			c := p.parseItem(text, si.owner)
			c.Syntax = "ko-nested-step"
			inheritDue(c, si)
			return c
		}
		return nil
	}
	// Outside action sections.
	if n.Kind == doc.ListItem && !p.labelledParent(n) && p.underActionLabel(n) && p.koNestedStep(i, plain) {
		// (konestedstep.go) "4. ToDo" / " - 기획 : 참신한 요소 생각해 오기"
		// / "   * 레벨디자인 해오기": deeper in a labelled to-do list.
		c := p.parseItem(text, "")
		c.Syntax = "ko-nested-step"
		return c
	}
	if c := p.leadInStep(n, text, plain); c != nil {
		return c
	}
	if c := p.groupLeadInStep(i, text, plain); c != nil {
		return c
	}
	if c := p.trailHandleItem(i, plain); c != nil {
		return c
	}
	// "- 담당 :" with children "task : Name": the children carry owners.
	if n.Parent >= 0 && isOwnerLabel(parentText) {
		if c := p.trailingOwner(plain, false); c != nil {
			c.Syntax = "owner-list"
			return c
		}
		// "- [윤서진] 해외 논문 3편", "- @한지우 특허 자료", "- 백도현님 …":
		// the owner written first.
		if c := p.koLeadHeadingOwner(plain); c != nil {
			c.Syntax = "owner-list"
			return c
		}
	}
	if n.Kind == doc.ListItem && n.Checkbox != 0 && !isQuestion(plain) {
		c := p.parseItem(text, "")
		if loc := reTrailHandles.FindStringIndex(plain); len(c.Owners) == 0 && loc != nil && loc[0] > 0 {
			// "[ ] 설문 결과 분석 @지민": the handles closing the box own it.
			for _, h := range reHandle.FindAllString(plain[loc[0]:], 4) {
				c.Owners = append(c.Owners, strings.TrimPrefix(h, "@"))
			}
			c.Assignee = strings.Join(c.Owners, ", ")
			titled(c, plain[:loc[0]])
		}
		// Outside action sections a box's owner must be written as one
		// (leading name, @handle); "topic — name" is a standing
		// responsibility.
		if len(c.Owners) > 0 && (p.leadOwner(text) || reHandle.MatchString(plain)) {
			c.Syntax = "checkbox"
			if reHedgedTitle.MatchString(c.Title) {
				// "[ ] @ehus might split the work with @qmx": a maybe —
				// still a box someone opened for it, so a person
				// confirms rather than the line being dropped (it was
				// an action in unseen notes as often as not).
				c.Problems = append(c.Problems, problemTentative)
			}
			return c
		}
		// An open box that says when it closes ("[ ] [PR template](…) -
		// **Closes 9/30/2021**") is open work with a deadline, owned by
		// nobody named: a person confirms who. In any section but a
		// decision's: "SIG updates" list the items still open this way.
		if m := reClosesOn.FindStringSubmatchIndex(plain); n.Checkbox == ' ' && len(c.Owners) == 0 && !si.decision && m != nil {
			c := &extract.Candidate{Syntax: "checkbox-closes", Due: plain[m[2]:m[3]]}
			c.Title = cleanTitle(strings.TrimRight(strings.TrimSpace(plain[:m[0]]), "-–—,;: "))
			if c.Title != "" {
				c.Problems = append(c.Problems, problemNoSubject)
				return c
			}
		}
		// An open box with no owner among boxes that have owners is a
		// task nobody took yet; boxes without any owner are a checklist
		// (agenda, triage, success criteria).
		if n.Checkbox == ' ' && len(c.Owners) == 0 && !si.nonAction && !strings.HasPrefix(strings.TrimSpace(text), "[") && !strings.HasSuffix(plain, ":") && !reCopulaStatement.MatchString(plain) && p.ownedSibling(i, n) {
			c.Syntax = "checkbox"
			c.Problems = append(c.Problems, problemConfirm)
			return c
		}
	}
	if c := p.commitment(plain, false); c != nil {
		return c
	}
	if owners, rest, ok := p.multiNameTo(plain); ok && !isQuestion(plain) && !reRoleChange.MatchString(rest) {
		// "Dana and Lee to go through the audit" (enactionlabels.go).
		c := &extract.Candidate{Assignee: strings.Join(owners, ", "), Owners: owners, Syntax: "names-to"}
		titled(c, rest)
		return c
	}
	if c := p.clauseCommitment(plain, n); c != nil {
		return c
	}
	if n.Kind == doc.ListItem {
		if c := p.nameBareVerb(plain); c != nil {
			return c
		}
	}
	if c := p.handleCommit(plain); c != nil {
		c.Problems = append(c.Problems, problemConfirm)
		return c
	}
	if c := p.bracketCommitment(plain, si); c != nil {
		return c
	}
	if c := p.inheritedOwner(plain, n); c != nil {
		return c
	}
	if c := p.teamCommitment(plain); c != nil {
		return c
	}
	if c := p.damdang(plain, n); c != nil {
		return c
	}
	if c := p.koreanCommitment(plain, n, false); c != nil {
		return c
	}
	if c := p.koVocative(plain); c != nil {
		return c
	}
	if c := p.ownerField(text); c != nil {
		return c
	}
	// In status, attendance, agenda and decision sections a name next to a
	// line reports, it does not assign; and a report of what is done or
	// under way is no task anywhere.
	if si.report || koStatus(plain) {
		return nil
	}
	if c := p.leadingKoName(plain, i); c != nil {
		return c
	}
	// "1. 로그에서 오류 줄만 추출": a numbered Korean item that ends in
	// an action noun, outside any section that says what it is.
	// A numbered item over items of its own ("1. 진행상황 공유" /
	// "   - 지훈: …") is the agenda's topic, and a progress label none.
	if n.Kind == doc.ListItem && reNumbered.MatchString(n.Bullet) && n.Parent < 0 && n.Section == nil && reKoActionNoun.MatchString(tail(plain, 32)) && !strings.ContainsAny(plain, ":：") && !p.hasChildren(i) && !reKoDoneLabel.MatchString(normHeading(plain)) {
		c := &extract.Candidate{Syntax: "numbered-task"}
		titled(c, plain)
		c.Problems = append(c.Problems, problemNoSubject)
		return c
	}
	if c := p.koCodeOwner(text); c != nil {
		return c
	}
	// "- Poster printing (Ravi)" among siblings written the same way: a
	// list that pairs each piece of work with its people is a list of
	// assignments, whatever its heading says.
	if c := p.trailingOwner(plain, false); c != nil && n.Kind == doc.ListItem && p.parenOwned(n) && p.parenOwnerList(i, n) && !koProgressReport(c.Title) {
		c.Evidence = ""
		c.Syntax = "paren-owner-list"
		c.Problems = append(c.Problems, problemConfirm)
		return c
	}
	if c := p.nameDashList(i, n, si); c != nil {
		return c
	}
	if p.labelOfNamesOnly(plain) {
		// "발표 순서: 김민수 → 이서연 → 박지훈": an order or a roll of
		// people, nobody's task.
		return nil
	}
	// "로그인/회원가입 완료 (지훈)", "메인 화면 70% (서연)": a report
	// of how far the person's work is, not work to do.
	// ("4. 회의록 작성자 : 임현호": a role in the meeting and who holds it,
	// a header field, no work.)
	if c := p.trailingOwner(codeOwnerAsDash(text, plain), false); c != nil && !koProgressReport(c.Title) && !koRoleTitle(c.Title) && (taskLike(c.Evidence) || extract.HasHangul(c.Evidence) && (len(c.Owners) <= 2 && p.strongOwners(c.Owners) || len(c.Owners) <= 6 && p.allKnown(c.Owners))) {
		c.Evidence = ""
		c.Syntax = "trailing-owner"
		c.Problems = append(c.Problems, problemConfirm)
		if o, d, ok := ownerDue(c.Assignee); ok && c.Due == "" {
			// "… - Carol EOW", "… — Dana, Omar EOW": the deadline read
			// into the owner, as an item of an action list splits it.
			c.Assignee, c.Owners, c.Due = o, splitOwners(o), d
		}
		return c
	}
	return nil
}

// reNameSeq splits a value into the names of an order or a roll.
var reNameSeq = regexp.MustCompile(`\s*(?:→|->|>|,|/|·|、|\s)\s*`)

// labelOfNamesOnly: plain is "label: name → name …", a value of two or
// more people the notes know and nothing else.
// koPeopleOnly: a title that is only Korean people — full names, names
// the notes know, or surnames alone ("윤석준", "김예진, 윤석준", "양,정,최,
// 박"). Read with an owner, the line was "대상 : 윤석준", "기획 : 양,정,최,
// 박": a field or an area and who holds it, the label taken for an owner
// and the people for the work.
func (p *parser) koPeopleOnly(title string) bool {
	parts := koNameParts(title)
	if !extract.HasHangul(strings.Join(parts, " ")) {
		return false
	}
	var people int
	sure := false // a name the notes know, or a surname alone
	for _, w := range parts {
		if w = strings.TrimSuffix(w, "님"); w == "" {
			continue
		}
		switch {
		case p.known(w), utf8.RuneCountInString(w) == 1 && koSurnames[w]:
			sure = true
		case koFullName(w) && utf8.RuneCountInString(w) >= 3:
		default:
			return false
		}
		people++
	}
	// (One unknown word shaped like a full name may be the work:
	// "기획서", "정리본".)
	return people >= 2 || people == 1 && sure
}

// koNameParts: the names of a list of people as written ("양,정,최,박",
// "김세진, 이석호, 이지환(+ 소셜 로그인)"), a remark in brackets dropped.
func koNameParts(s string) []string {
	var parts []string
	for _, w := range reNameSeq.Split(strings.TrimSpace(reParen.ReplaceAllString(s, " ")), -1) {
		if w = strings.TrimSpace(w); w != "" {
			parts = append(parts, w)
		}
	}
	return parts
}

// emptyNameField: "- 정혜수 : " — a member's line left empty: the name
// read as the work.
func emptyNameField(c *extract.Candidate, n doc.Node) bool {
	t := strings.TrimSpace(stripInline(n.Text))
	if !strings.HasSuffix(t, ":") && !strings.HasSuffix(t, "：") || len(c.Owners) > 0 {
		return false
	}
	name := strings.TrimSpace(strings.TrimRight(t, ":："))
	return strings.TrimRight(c.Title, ":： ") == name && (koFullName(name) || koGivenShaped(name))
}

// koAreaLine reads list item n of a list of work, "서버 기능 : 양", as an
// area and the people who hold it, for a person to confirm
// (koAreaHolders), where no other reading took the line.
func (p *parser) koAreaLine(n doc.Node, si secInfo) *extract.Candidate {
	if n.Kind != doc.ListItem || !extract.HasHangul(n.Text) || len(n.Text) > maxItemBytes {
		return nil
	}
	c := &extract.Candidate{Title: strings.TrimSpace(stripInline(n.Text)), Syntax: "section"}
	if !p.koAreaHolders(c, n) {
		return nil
	}
	inheritDue(c, si)
	return c
}

// reAreaHolders: a label, a colon or a spaced dash, then the rest.
var reAreaHolders = regexp.MustCompile(`^(.{1,40}?)\s*(?:[:：]|\s[-–—]\s)\s*(.+)$`)

// koAreaHolders turns c, read from "기획 : 양,정,최,박" as the people's
// names owned by the label, around: the area is the work and the people
// its owners, for a person to confirm. False where the line has no label
// before its colon to be the work.
func (p *parser) koAreaHolders(c *extract.Candidate, n doc.Node) bool {
	m := reAreaHolders.FindStringSubmatch(strings.TrimSpace(stripInline(n.Text)))
	if m == nil {
		return false
	}
	label, people := strings.TrimSpace(m[1]), strings.TrimSpace(m[2])
	if !(p.koPeopleOnly(people) || koOnlyNames(people) && (teamName(label) != "" || !extract.HasHangul(label)) && p.koAreaRun(n)) || p.koPeopleOnly(label) || isNamingLabel(label) {
		return false
	}
	// The reading took the people for the work, or left the line whole.
	if !(c.Title == people || len(c.Owners) == 0 && strings.Contains(c.Title, people)) {
		return false
	}
	owners := koNameParts(people)
	c.Title, c.Owners, c.Assignee = label, owners, strings.Join(owners, ", ")
	c.Problems = append(slices.DeleteFunc(c.Problems, func(s string) bool { return s == problemConfirm }), problemAreaHeld)
	return true
}

// koAreaRun: n is one of at least two sibling lines "area: full names"
// ("- Backend: 김세진, 이석호" / "- Frontend: 강용욱" / "- Blockchain:
// 정지환"): among them one full name alone after a team's or an English
// area's word is a member, not a word of work shaped like one ("기획서");
// a role of the meeting ("발표자: 도하준") is none.
func (p *parser) koAreaRun(n doc.Node) bool {
	if n.Kind != doc.ListItem {
		return false
	}
	areas := 0
	for m := range p.siblings(n) {
		lm := reAreaHolders.FindStringSubmatch(strings.TrimSpace(stripInline(m.Text)))
		if lm != nil && koOnlyNames(strings.TrimSpace(lm[2])) && !p.koPeopleOnly(strings.TrimSpace(lm[1])) {
			areas++
		}
	}
	return areas >= 2
}

// siblings: the nodes of n's kind in n's list and section, at its margin
// (n among them): the run of lines n belongs to.
func (p *parser) siblings(n doc.Node) iter.Seq[doc.Node] {
	return func(yield func(doc.Node) bool) {
		for _, m := range p.d.Nodes {
			if m.Kind == n.Kind && m.Parent == n.Parent && m.Indent == n.Indent && m.Section == n.Section && !yield(m) {
				return
			}
		}
	}
}

func (p *parser) labelOfNamesOnly(plain string) bool {
	k := strings.IndexAny(plain, ":：")
	if k < 0 {
		return false
	}
	var names int
	for _, w := range reNameSeq.Split(strings.TrimSpace(plain[k+1:]), -1) {
		if w == "" {
			continue
		}
		if !p.known(strings.TrimSuffix(w, "님")) {
			return false
		}
		names++
	}
	return names >= 2
}

// reClosesOn: a closing date ending an item: "- Closes 9/30/2021",
// "closing on Oct 3", "closes: 2021-09-30".
var reClosesOn = regexp.MustCompile(`(?i)(?:^|\s|[-–—,;(])(?:closes|closing|close[sd]?\s+on|closes\s+on|closing\s+on)\s*[:：]?\s*(\d{1,2}/\d{1,2}(?:/\d{2,4})?|\d{4}-\d{1,2}-\d{1,2}|` + enMonth + `\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?)\s*[.!)]?\s*$`)

// leadIn is the words of list item i when they go on in its nested
// items — a verb of work and its start, closed by an ellipsis ("Open
// issues on...", "Follow up with…") — else "".
func (p *parser) leadIn(i int) string {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem || !p.hasChildren(i) {
		return ""
	}
	t := strings.TrimSpace(stripInline(n.Text))
	head := strings.TrimSpace(strings.TrimSuffix(strings.TrimSuffix(t, "..."), "…"))
	if head == t {
		// "Dana to open issues on:" (enforms.go).
		return p.enColonLeadIn(t)
	}
	if strings.HasSuffix(head, ".") || !workVerbFirst(head) || len(head) > 120 {
		return ""
	}
	return head
}

// nestedItems yields the list items nested under item i, at any depth,
// blank lines skipped, up to the first node that is no deeper item.
func (p *parser) nestedItems(i int) iter.Seq[int] {
	return func(yield func(int) bool) {
		for j := i + 1; j < len(p.d.Nodes); j++ {
			m := p.d.Nodes[j]
			if m.Kind == doc.Blank {
				continue
			}
			if m.Kind != doc.ListItem || m.Indent <= p.d.Nodes[i].Indent || !yield(j) {
				return
			}
		}
	}
}

// hasChildren: the list item at i has nested items.
func (p *parser) hasChildren(i int) bool {
	for j := i + 1; j < len(p.d.Nodes); j++ {
		switch p.d.Nodes[j].Kind {
		case doc.Blank:
			continue
		case doc.ListItem:
			return p.d.Nodes[j].Parent == i
		case doc.Paragraph:
			// A lazy continuation line (not indented past the item) is
			// the item's own text, not something nested under it.
			return p.d.Nodes[j].Parent == i && p.d.Nodes[j].Indent > p.d.Nodes[i].Indent
		}
		return false
	}
	return false
}

// ownedSibling: another box of the same list names its owner.
func (p *parser) ownedSibling(i int, n doc.Node) bool {
	for j := i - 1; j >= 0 && j >= i-30; j-- {
		m := p.d.Nodes[j]
		if m.Kind == doc.Heading || m.Kind == doc.Paragraph && m.Indent == 0 || m.Indent < n.Indent && m.Kind == doc.ListItem && j != n.Parent {
			break
		}
		if m.Parent == n.Parent && m.Checkbox != 0 && (p.leadOwner(m.Text) || reHandle.MatchString(m.Text)) {
			return true
		}
	}
	for j := i + 1; j < len(p.d.Nodes) && j <= i+30; j++ {
		m := p.d.Nodes[j]
		if m.Kind == doc.Heading || m.Kind == doc.Paragraph && m.Indent == 0 || m.Kind == doc.ListItem && m.Indent < n.Indent {
			break
		}
		if m.Parent == n.Parent && m.Checkbox != 0 && (p.leadOwner(m.Text) || reHandle.MatchString(m.Text)) {
			return true
		}
	}
	return false
}

// siblingsTop: under a list-item heading, only its direct children are
// items (grandchildren are details).
func (p *parser) siblingsTop(n doc.Node) bool {
	par := p.d.Nodes[n.Parent]
	return par.Kind == doc.ListItem
}

// ownerField: "물류 계약 갱신 검토 (담당: 김하늘)", "Fix login (owner: Omar)" —
// an owner written as a field is an explicit assignment anywhere.
func (p *parser) ownerField(text string) *extract.Candidate {
	if !strings.ContainsAny(text, ":：") || !reOwnerField.MatchString(stripInline(text)) {
		return nil
	}
	c := p.parseItem(text, "")
	if len(c.Owners) == 0 && c.Title != "" && koBlankFields(stripInline(text)) {
		// (kotemplatefields.go) "코스트 입력 (담당: / 기한: )": the work, its
		// owner's field left to fill.
		c.Syntax = "owner-field"
		return c
	}
	if len(c.Owners) == 0 || c.Title == "" {
		return nil
	}
	c.Syntax = "owner-field"
	return c
}

// strongOwners: every owner is certainly a person or group.
func (p *parser) strongOwners(owners []string) bool {
	for _, o := range owners {
		if !p.personLike(o, true) {
			return false
		}
		if utf8.RuneCountInString(o) == 2 && isHangul(o) && p.koRoll() && !p.known(o) {
			// "무료스터디 - 강퇴" where the notes list the members: a
			// word of two syllables none of them is called.
			return false
		}
	}
	return len(owners) > 0
}

// topLevel: the item is at the section's top list level (deeper items are
// details: links, notes).
func (p *parser) topLevel(i int, n doc.Node) bool {
	if n.Parent < 0 {
		return true
	}
	// Under a pseudo heading that is itself a list item ("* Action items:").
	par := p.d.Nodes[n.Parent]
	return isActionHeading(normHeading(strings.TrimRight(par.Text, ":： "))) && par.Parent < 0
}

// leadOwner: the item starts with its owner (@handle, "Name:", "Name to").
func (p *parser) leadOwner(text string) bool {
	t := strings.TrimSpace(strings.TrimLeft(stripInline(text), "*_ "))
	return reLeadHandles.MatchString(t) || reNameDash.MatchString(t) || reNameTo.MatchString(t)
}

var reRollCall = regexp.MustCompile(`^@?[\p{L}][\p{L}.'-]*(?:\s+@?[\p{L}][\p{L}.'-]*){0,2}\s*(?:\([^)]*\))?\s*$`)

// rollCall: "- [x] Alice", "- [x] @bob (remote)", "- [ ] 김민서".
func (p *parser) rollCall(text string) bool {
	t := strings.TrimSpace(text)
	if !reRollCall.MatchString(t) {
		return false
	}
	w := strings.Fields(reParen.ReplaceAllString(t, " "))
	if len(w) == 0 {
		return false
	}
	// Names only: a name, not a task ("- [x] Deploy", "- [ ] @minseo 검토").
	for _, x := range w {
		r, _ := utf8.DecodeRuneInString(x)
		if strings.HasPrefix(x, "@") || p.known(x) || koFullName(x) {
			continue
		}
		// ("- [ ] ERD 최신화": an acronym names a thing, not a person.)
		if !unicode.IsUpper(r) || notNames[strings.ToLower(x)] || reAcronym.MatchString(x) {
			return false
		}
	}
	return true
}

func (p *parser) tentative(c *extract.Candidate, text string) {
	if reTentative.MatchString(text) && len(c.Owners) > 0 {
		c.Problems = append(c.Problems, problemTentative)
	}
}

var reTentative = regexp.MustCompile(`(?i)\b(?:probably|maybe|perhaps|tentative(?:ly)?|possibly)\b|아마|잠정`)

// isOwnerLabel: "담당 :", "Owners:", "담당자:" with nothing after.
func isOwnerLabel(t string) bool {
	t = strings.TrimSpace(strings.TrimRight(strings.TrimSpace(t), ":："))
	return headerIs(strings.ToLower(t), headerRoles["owner"])
}

// tail is the end of s (at most n bytes, whole runes): the end-anchored
// rules look only there, so a long line costs them nothing more.
func tail(s string, n int) string {
	if len(s) <= n {
		return s
	}
	i := len(s) - n
	for i < len(s) && !utf8.RuneStart(s[i]) {
		i++
	}
	return s[i:]
}

// trailingOwner: "썸네일 자르기 - Kai", "인코더 모듈 - 최유진",
// "보수 성향 매체 두 곳 : 한지우", "task (민서)". strong asks for a name that
// is certainly a person (a Korean full name, a group word, the roster, a
// name the notes know); otherwise a capitalised word will do.
var (
	reTrailOwner       = regexp.MustCompile(`^(.{2,}?)\s+(?:->|=>|⇒|--|-|–|—|:|：|→)\s*(@?[\p{L}][\p{L}\p{N}._'-]*?(?:\s+[\p{Lu}][\p{L}.'-]*)?(?:\s*(?:,|/|&|\+|and|및|·)\s*@?[\p{L}][\p{L}\p{N}._'-]*?(?:\s+[\p{Lu}][\p{L}.'-]*)?)*)(?:\s*(?:님|씨))?(?:\s*담당)?\s*[.]?$`)
	reMetaLabel        = regexp.MustCompile(`^(?:서기|사회|사회자|작성자|작성|기록|기록자|(?:참석|참여|출석|불참)\s*(?:자|인원|명단|현황|멤버)?|회의\s*종류|회의\s*유형|장소|일시|날짜|시간|진행|진행자|주최|lead|notetaker|moderator|facilitator|scribe|chair|host|attendees?|date|time|location)$`)
	reTrailSpacedNames = regexp.MustCompile(`^([^:：]{2,40}?)\s*[:：]\s*((?:[\p{Hangul}]{2,4}\s+)+[\p{Hangul}]{2,4})\s*[.]?$`)
	reTrailCommaOwner  = regexp.MustCompile(`^(.{2,}?),\s*(@?[\p{L}][\p{L}\p{N}._'-]*?)(?:\s*(?:님|씨))?\s*[.]?$`)
	reWithWhom         = regexp.MustCompile(`(?i)\b(?:with|and|&|to|cc)\s+\S+$|(?:와|과|랑|하고|에게|한테)$`)
	reTrailColonOwner  = regexp.MustCompile(`^([^:：]{2,40}?)[:：]\s*(@?[\p{L}][\p{L}\p{N}._'-]*?(?:\s*(?:,|/|&|\+|and|및|·)\s*@?[\p{L}][\p{L}\p{N}._'-]*?)*)(?:\s*(?:님|씨))?\s*[.]?$`)
	reParenOwner       = regexp.MustCompile(`^(.{2,}?)\s*[(（]\s*(` + parenTeamName + `(?:\s*(?:,|/|&|\+|·|\band\b)\s*` + parenTeamName + `)*)\s*[)）]\s*[.]?$`)
)

// parenTeamName: a name in an owners' parenthesis, or a part of the team
// called by its trade ("(Tif + Dev Team)", "(Ops team)").
const parenTeamName = parenName + `(?:\s+(?i:team))?`

// reTodoTail: a "(todo)" mark closing an item (reTaskMark's closing form).
var reTodoTail = regexp.MustCompile(`\s*\((?i:todo|to-?do)\)\s*[.!]?\s*$`)

func (p *parser) trailingOwner(text string, strong bool) *extract.Candidate {
	if koMemberRoll(text) != nil {
		// "팀원 구성 (하늘, 보람)": who is in the team, no task.
		return nil
	}
	if loc := reTodoTail.FindStringIndex(text); loc != nil && loc[0] > 0 {
		// "로그 정리 - 민준 (todo)": a mark of the item's state closes
		// it after its owner; it is no part of the owner (reTaskMark).
		return p.trailingOwner(text[:loc[0]], strong)
	}
	if cut := koCutTrailDue(text); cut != text {
		// "머리 자르기 - 민준 ~금요일", "언론사 2곳 : 지윤 (금)": the
		// owner closes the task, the deadline comes after the owner.
		if c := p.trailingOwner(cut, strong); c != nil {
			if c.Due == "" {
				c.Due = koTrailDueOf(text)
			}
			return c
		}
	}
	t := stripEstimate(strings.TrimSpace(text))
	if c := p.koOfficeTrail(t); c != nil {
		return c
	}
	if m := reTrailSpacedNames.FindStringSubmatch(t); m != nil && !reMetaLabel.MatchString(normHeading(m[1])) && !koRoles[strings.ToLower(normHeading(m[1]))] {
		// "UC93 : 김희곤 조성원": full names written apart by spaces, each
		// one the notes know or a surname and a given name.
		names := strings.Fields(m[2])
		if !slices.ContainsFunc(names, func(w string) bool { return !(koFullName(w) || p.known(w)) || koCommonWord[w] }) {
			c := &extract.Candidate{Assignee: strings.Join(names, ", "), Owners: names, Evidence: m[1]}
			if titled(c, m[1]) {
				return c
			}
		}
	}
	for _, re := range []*regexp.Regexp{reTrailOwner, reParenOwner, reTrailColonOwner, reTrailCommaOwner} {
		m := re.FindStringSubmatch(t)
		if m == nil {
			continue
		}
		if re == reParenOwner && p.koLeadPerson(m[1]) {
			// "김동현 : 게시판 (공지, 신고)": the name opening the line owns
			// it; the parentheses detail the work.
			continue
		}
		if reMetaLabel.MatchString(normHeading(m[1])) {
			// "참석자 : 김철수, 이영희", "Scribe - Ana": a label of the
			// meeting, whatever the separator.
			continue
		}
		if koRoles[strings.ToLower(normHeading(m[1]))] {
			// "팀장: 서상호", "팀원 - 고성모": who holds a role, no task.
			continue
		}
		if f := strings.Fields(normHeading(m[1])); len(f) > 1 && len(f) <= 3 && (koRoles[f[len(f)-1]] || koTitles[f[len(f)-1]]) {
			// "담당 교수 : 박교수", "지도 멘토 - 김멘토": a role, and who holds it.
			continue
		}
		if re == reParenOwner && utf8.RuneCountInString(m[2]) == 2 && isHangul(m[2]) && !p.koPerson(m[2]) && !groupOwners[m[2]] && !koRoles[m[2]] {
			// "할리갈리 방식 (선택)": a remark of two syllables that
			// starts like a surname, not a name the notes know.
			continue
		}
		if sep := strings.TrimSpace(t[len(m[1]):]); re == reTrailOwner && (strings.HasPrefix(sep, "->") || strings.HasPrefix(sep, "=>") || strings.HasPrefix(sep, "⇒") || strings.HasPrefix(sep, "→")) && slices.ContainsFunc(splitOwners(m[2]), func(o string) bool {
			return !p.known(o) && !koFullName(o) && teamName(o) == "" && !groupOwners[strings.ToLower(o)]
		}) {
			// "Migrate the DB -> Postgres": after an arrow, what the work
			// turns into or where it goes, unless a person the notes
			// name ("면담 일정 잡기 -> 민수").
			continue
		}
		if koSlotStatus[m[2]] {
			// "배포 일정 - 연기", "로그인 (보류)": the item's outcome.
			continue
		}
		if reDueParenBare.MatchString("(" + m[2] + ")") {
			// "데모 영상 편집 (D-3)", "사용자 테스트 (5주차)": when, not who.
			continue
		}
		if re == reTrailColonOwner && (!extract.HasHangul(m[1]) || strings.Contains(m[2], "@")) {
			// "백엔드: 지훈, 서연" assigns; "서기: @kim", "Lead: @ana" label
			// the meeting.
			continue
		}
		if re == reTrailCommaOwner && (!(p.known(m[2]) || koFullName(m[2])) || strings.ContainsAny(m[1], ",、") || reWithWhom.MatchString(m[1]) || p.namesSomeone(m[1])) {
			// "로그인 API 구현, 민수": after a comma only a person the
			// notes name ("사과, 배" lists things), closing no list of
			// people ("지훈, 유진", "a call with Oliver, Ralf, Andy").
			continue
		}
		owners := splitOwners(m[2])
		ok := len(owners) > 0
		for _, o := range owners {
			if re == reParenOwner && extract.HasHangul(m[1]) && !p.koParenPerson(o, m[2]) {
				ok = false
			}
			// Without a space before the colon, only names that are
			// certainly people. A Korean team closing the line ("로그인
			// 구현 - 백엔드", "… (프론트엔드)") owns it as "백엔드는 …"
			// does; a team word that is as often a topic ("(데이터)",
			// "- 디자인") only with 팀 written.
			if !p.personLike(o, strong || re == reTrailColonOwner) && !koTrailTeam(o) {
				ok = false
			}
		}
		if !ok {
			continue
		}
		// Evidence holds the raw title for the caller's checks; Parse
		// overwrites it with the line.
		c := &extract.Candidate{Assignee: m[2], Owners: owners, Evidence: m[1]}
		if !titled(c, m[1]) {
			continue
		}
		return c
	}
	// "회원가입 화면 - 서연 / 3월 17일", "로그인 화면 - 하준, 3/18": the
	// owner, then a separator and the deadline alone.
	// The deadline may hold a separator itself ("3/18"): each separator
	// from the end is tried, the tail short.
	if !extract.HasHangul(t) {
		return nil
	}
	for end := len(t); ; {
		k := strings.LastIndexAny(t[:end], "/,·")
		if k <= 0 || utf8.RuneCountInString(t[k:]) > 25 {
			break
		}
		end = k
		sep := utf8.RuneLen([]rune(t[k:])[0])
		if rest, due := cutDue(strings.TrimSpace(t[k+sep:])); due != "" && strings.TrimSpace(strings.Trim(rest, " ()[]")) == "" {
			if c := p.trailingOwner(strings.TrimSpace(t[:k]), strong); c != nil && c.Due == "" {
				c.Due = due
				return c
			}
		}
	}
	return nil
}

func (p *parser) personLike(o string, strong bool) bool {
	o = strings.TrimPrefix(o, "@")
	if groupOwners[strings.ToLower(o)] || koRoles[strings.ToLower(o)] || p.known(o) || koFullName(o) || koOrgUnit(o) {
		return true
	}
	if strong {
		return false
	}
	r, _ := utf8.DecodeRuneInString(o)
	return unicode.IsUpper(r) && !notNames[strings.ToLower(o)] && utf8.RuneCountInString(o) <= 20
}

// koTaskSentence: a Korean line that ends, sentence stop or not, in a
// noun of work and reports nothing done ("설계를 따라 기초적인 구현."):
// under a heading of future work it is that work (as signals read it).
func koTaskSentence(t string) bool {
	if !extract.HasHangul(t) {
		return false
	}
	end := strings.TrimRight(tail(koCutTrailDue(t), 64), " .!")
	return (reKoActionNoun.MatchString(end) || reKoTaskNoun.MatchString(end) || koNounPlan(end)) && !reKoPast.MatchString(end) && !koPast(end)
}

// reDashGlued: a line opened by a dash glued to its first word
// ("-프론트엔드: …"), no rule or negative number.
var reDashGlued = regexp.MustCompile(`^-([^\s\d-].*)$`)

// reKoObjectPlan: a written plan's present tense with its object, "…
// UI를 추가한다", "발표자료를 작성한다": under a heading of work ahead, the
// step to take. A present tense with no object ("속도가 증가한다") states
// what is.
var reKoObjectPlan = regexp.MustCompile(`[을를]\s+(?:\S+\s+)?\p{Hangul}*(?:한다|는다)\s*[.!]?$`)

func koObjectPlan(t string) bool {
	t = strings.TrimSpace(tail(t, 64))
	return extract.HasHangul(t) && reKoObjectPlan.MatchString(t)
}

var reKoTask = regexp.MustCompile(`(?:기|할\s*것|할것|볼\s*것|볼것|하자|해오기|해\s*오기)\s*[.!]?\s*$`)

// taskLike: a nominalised Korean task ("데이터 찾기", "알아볼 것", "공부해
// 오기") or an English imperative-looking short line.
func taskLike(t string) bool {
	t = strings.TrimSpace(t)
	if t == "" {
		return false
	}
	if f := strings.Fields(t); enImperatives[strings.ToLower(strings.Trim(f[0], "*_"))] {
		return true
	}
	t = koCutTrailDue(t)
	return reKoTask.MatchString(tail(t, 64)) || koNounPlan(t)
}

// reKoTrailDue: a deadline written after a Korean task, apart from it
// ("… 찾기 ~금요일", "… ~9/20", "… (금)", "… (~9/20)", "… (마감: 9/20)", "… (금요일까지)"),
// or a bracketed note of when it is to be done ("… [주말동안 완료할 것]",
// "… (연휴 기간까지)", the note reDueBracketKo reads as the due).
var reKoTrailDue = regexp.MustCompile(`\s+(?:` + koTildeDue + `|[(（]\s*(?:` + koTildeDue + `|[월화수목금토일]|(?:마감|기한|due)\s*[:：]\s*[^()（）]{1,20}|[^()（）]{1,20}까지)\s*[)）]|[\[(（]\s*` + koBracketDueNote + `\s*[\])）])\s*[.!]?\s*$`)

// koTildeDue: "~" and a day or a date ("~금요일", "~9/20"), bare or in
// brackets after a Korean task.
const koTildeDue = `~\s*(?:[월화수목금토일](?:요일)?|\d{1,2}[/.]\d{1,2}\.?)`

// koBracketDueNote: the words of a bracketed deadline note, a span of time
// closed by 까지/동안/… and what is to be done by then ("주말동안 완료할
// 것", "이번주까지", "연휴 기간 내로 마무리하기").
const koBracketDueNote = `[^\[\]()（）]{0,20}?(?:까지|전까지|동안|내로|이내|안에)(?:\s*(?:완료|마무리|끝내기|제출)?\s*(?:할\s*것|하기)?)?`

// koTrailDueOf: the deadline closing t (reKoTrailDue), as the due reads
// it, or "".
func koTrailDueOf(t string) string {
	cut := koCutTrailDue(t)
	if cut == t {
		return ""
	}
	rest := strings.TrimSpace(t[len(cut):])
	if _, d := cutDue(rest); d != "" {
		return d
	}
	return strings.TrimSpace(strings.Trim(rest, "()（）[]~ .!"))
}

// koCutTrailDue: t without a deadline closing it (reKoTrailDue), so the
// task's own ending can be read.
func koCutTrailDue(t string) string {
	if !extract.HasHangul(t) {
		return t
	}
	if loc := reKoTrailDue.FindStringIndex(t); loc != nil && loc[0] > 0 {
		return t[:loc[0]]
	}
	return t
}

// reKoNounPlanEnd: a noun of work and 한다 closing a line ("보고서
// 작성한다", "이력서 업데이트 한다"): the plain present of a plan, as
// "작성하기" and "작성할 것" write it.
var reKoNounPlanEnd = regexp.MustCompile(`\s?한다\s*[.!]?\s*$`)

// koNounPlan: t closes with a noun of work (reKoActionNoun, reKoTaskNoun)
// and 한다.
func koNounPlan(t string) bool {
	end := tail(strings.TrimSpace(t), 64)
	loc := reKoNounPlanEnd.FindStringIndex(end)
	if loc == nil || !extract.HasHangul(end) {
		return false
	}
	stem := end[:loc[0]]
	return stem != "" && (reKoActionNoun.MatchString(stem) || reKoTaskNoun.MatchString(stem))
}

func cutUTF8(s string, n int) string {
	if n >= len(s) {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}

// reTeamVerbLead: a team named by its work opening a step with a bare
// verb ("Outreach team collect …", "Design group draft …").
var reTeamVerbLead = regexp.MustCompile(`^(\p{Lu}\p{L}*\s+(?i:team|group|committee))\s+(\p{Ll}+)(\s.*)$`)

// reAssignedToNames: the people a line gives its work to ("assigned to
// Ravi, Tess", "assigned to Ana and Bo").
var reAssignedToNames = regexp.MustCompile(`\b(?i:assigned\s+to)\s+(@?[\p{L}][\p{L}'’-]*(?:\s*(?:,|&|\band\b)\s*@?[\p{L}][\p{L}'’-]*){0,4})`)

// assignedToNames: the people after "assigned to", when the notes know
// every one of them.
func (p *parser) assignedToNames(plain string) []string {
	m := reAssignedToNames.FindStringSubmatch(plain)
	if m == nil {
		return nil
	}
	var owners []string
	for _, o := range splitOwners(m[1]) {
		// "Vibha, Allie- topics by …": a dash glued to the last name.
		if o = strings.TrimRight(o, "-–—"); o != "" {
			owners = append(owners, o)
		}
	}
	if len(owners) == 0 || !p.allKnown(owners) {
		return nil
	}
	return owners
}

// reObjectiveLabel: an item labelled as an objective or goal ("Objective:
// …", "Goal 2: …", "Key result: …"). objectiveVerbs: verbs that open the
// work under one besides the verbs of work ("Learn the tracker", "Help
// the new lead …", "Continue the survey").
var (
	reObjectiveLabel = regexp.MustCompile(`(?i)^(?:objective|goal|key\s+result|okr)s?\s*\d*\s*[:：]`)
	objectiveVerbs   = map[string]bool{"learn": true, "include": true, "help": true, "continue": true, "go": true, "enforce": true, "email": true}
)

// dedupeSummaries drops an action restated in a summary section when the
// same action (same owner, same title) is already extracted elsewhere.
func dedupeSummaries(d *doc.Document, cands []extract.Candidate) []extract.Candidate {
	lineSec := map[int]*doc.Section{}
	for _, n := range d.Nodes {
		lineSec[n.Line] = n.Section
	}
	isSummary := func(line int) bool {
		for _, s := range lineSec[line].Path() {
			t := normHeading(s.Title)
			if reActionNoun.MatchString(t) {
				// "Summary of actions", "Action items summary": the
				// meeting's list of actions itself, each labelled where
				// it is written, as the same action marked again in the
				// minutes below it is.
				return false
			}
			if strings.Contains(t, "summary") || strings.Contains(t, "요약") || strings.Contains(t, "recap") || strings.Contains(t, "tl;dr") {
				return true
			}
		}
		return false
	}
	key := func(c extract.Candidate) string { return extract.MatchKey(strings.Join(c.Owners, " "), c.Title) }
	seen := map[string]bool{}
	for _, c := range cands {
		if !isSummary(c.Line) {
			seen[key(c)] = true
		}
	}
	out := cands[:0]
	for _, c := range cands {
		if isSummary(c.Line) && seen[key(c)] {
			continue
		}
		out = append(out, c)
	}
	return out
}

var (
	reParenTail  = regexp.MustCompile(`[(（]\s*([^()（）]{2,60}?)\s*[)）]\s*[.]?\s*$`)
	reHandleWord = regexp.MustCompile(`^@?[\p{L}][\p{L}\p{N}_-]{1,24}$`)
	reHedge      = regexp.MustCompile(`(?i)^(?:maybe|perhaps|probably|possibly)\s+|[,\s]*(?:maybe|perhaps|probably|possibly)?\s*[?？]+$`)
)

// parenHandles: the owners a closing parenthesis of an action item names
// — one to four single-word handles or names, hedges ("maybe", "?")
// dropped; not a remark ("(optional)", "(if possible)").
func (p *parser) parenHandles(text string) string {
	m := reParenTail.FindStringSubmatch(strings.TrimSpace(stripInline(text)))
	if m == nil {
		return ""
	}
	inner := strings.TrimSpace(reHedge.ReplaceAllString(m[1], ""))
	owners := splitOwners(inner)
	if len(owners) == 0 || len(owners) > 4 || reDueParenBare.MatchString("("+inner+")") {
		return ""
	}
	for _, o := range owners {
		l := strings.ToLower(strings.TrimPrefix(o, "@"))
		if !reHandleWord.MatchString(o) || notNames[l] || commonLower[l] || enImperatives[l] || enImperativesMore[l] || reAcronym.MatchString(o) && !p.recurs(o) {
			return ""
		}
		if extract.HasHangul(o) && !p.allPeople([]string{o}, true) {
			return ""
		}
		if extract.HasHangul(text) && !p.koParenPerson(o, inner) {
			return ""
		}
	}
	return strings.Join(owners, ", ")
}

// reBracketWork: what follows "[Name]" when it assigns work: "To send
// …", "going to open …", "Planning to …", "will …", or a verb of work.
var reBracketWork = regexp.MustCompile(`(?i)^(?:to|will|(?:is\s+)?going\s+to|(?:is\s+)?planning\s+to|plans?\s+to|needs?\s+to|have\s+to)\s+\p{L}`)

// bracketCommitment: "[Nova] To send out the email", "[jonah] going to
// open a PR", "[Matt] Organise a session", "[Ana] Need to write the
// template" (the speaker's own to-do): a name in brackets leading a
// line of work, anywhere in the notes (a nickname in lower case when the
// notes write it elsewhere too).
func (p *parser) bracketCommitment(plain string, si secInfo) *extract.Candidate {
	m := reLeadBracket.FindStringSubmatch(plain)
	if m == nil {
		// "(JL) Get the recipes to converge": a tag in parentheses, when
		// it is someone the notes know or initials they write as a
		// person's (not "(Optional)", "(WIP)").
		m = reLeadParenTag.FindStringSubmatch(plain)
		if m == nil || !p.known(strings.TrimSpace(m[1])) && !(reAcronym.MatchString(m[1]) && utf8.RuneCountInString(m[1]) <= 3 && p.initialsPerson(m[1])) {
			return nil
		}
	}
	name, rest := strings.TrimSpace(m[1]), strings.TrimSpace(m[2])
	if a := reLeadAdverb.FindString(rest); a != "" && len(a) < len(rest) {
		// "(JL) Formally ask the council …": the adverb qualifies the
		// verb of work after it.
		rest = strings.TrimSpace(rest[len(a):])
	}
	if reInlineField.MatchString("["+strings.Trim(name, "*_ ")+"]") || bracketTags[strings.ToLower(strings.Trim(name, "*_ "))] {
		// "[rationale] to enhance …", "[action] …": a field's label, as
		// one-line records write them, is no one's name.
		return nil
	}
	first := strings.ToLower(strings.Trim(firstWord(rest), "*_,.:"))
	// "[서아] 와이어프레임 보완": a Korean task, nominal or ~하기/~할 것,
	// after a person the notes know — outside a report of progress,
	// where a nominal line is what was done.
	koWork := extract.HasHangul(rest) && !si.nonAction && !si.report && p.allPeople([]string{name}, true) && (koTaskSentence(rest) || reKoTask.MatchString(rest) || reKoImperative.MatchString(rest))
	if !koWork && (!reBracketWork.MatchString(rest) && !enImperatives[first] && !enImperativesMore[first] || isQuestion(rest) || reTopicNoun.MatchString(strings.ToLower(rest))) {
		return nil
	}
	if p.bracketOwner(plain) == "" && !(reHandleWord.MatchString(name) && !notNames[strings.ToLower(name)] && p.recurs(name) && !commonLower[strings.ToLower(name)]) {
		return nil
	}
	c := &extract.Candidate{Assignee: name, Owners: splitOwners(name), Syntax: "bracket-owner"}
	if !titled(c, reLeadVerb.ReplaceAllString(reBracketLead.ReplaceAllString(rest, ""), "")) {
		return nil
	}
	c.Problems = append(c.Problems, problemConfirm)
	return c
}

// reLeadAdverb: an adverb in -ly opening a line ("Formally", "Quickly").
var reLeadAdverb = regexp.MustCompile(`^[\p{Lu}]\p{Ll}{2,}ly\s+`)

var reLeadParenTag = regexp.MustCompile(`^\(([^()\s]{2,30})\)\s*[:：–—-]?\s*(.+)$`)

var reBracketLead = regexp.MustCompile(`(?i)^(?:(?:is\s+)?going\s+to|(?:is\s+)?planning\s+to|plans?\s+to|needs?\s+to|have\s+to)\s+`)

// parenOwnerList: at least three items of n's list (i's siblings, n
// among them) end in "(Name)" or "(Name and Name)" naming people after
// a piece of work, and they are at least half the list. A piece of work
// has a word in lower case: "Ana Lee (Acme)" lists attendees and
// "Finance (Ben)" portfolios, nobody's task.
func (p *parser) parenOwnerList(i int, n doc.Node) bool {
	owned, all := 0, 0
	// Walk away from i in one direction until the list ends.
	walk := func(from, step int) {
		for j := from; j >= 0 && j < len(p.d.Nodes); j += step {
			m := p.d.Nodes[j]
			if m.Kind == doc.Heading || m.Kind == doc.Paragraph && m.Indent <= n.Indent || m.Kind == doc.ListItem && m.Indent < n.Indent {
				return
			}
			if m.Kind == doc.ListItem && m.Parent == n.Parent {
				all++
				if p.parenOwned(m) {
					owned++
				}
			}
		}
	}
	walk(i-1, -1)
	walk(i, 1)
	return owned >= 3 && 2*owned >= all
}

// parenOwned: the item ends in a parenthesis of people.
func (p *parser) parenOwned(m doc.Node) bool {
	t := strings.TrimSpace(stripInline(m.Text))
	mm := reParenOwner.FindStringSubmatch(t)
	if mm == nil || !reLowerWord.MatchString(mm[1]) {
		return false
	}
	for _, o := range splitOwners(mm[2]) {
		if !p.personLike(o, false) {
			return false
		}
	}
	return true
}

var reLowerWord = regexp.MustCompile(`(?:^|\s)\p{Ll}{2,}`)

// koTitles are words that take 님 without being a name ("선생님",
// "고객님").
var koTitles = map[string]bool{
	"선생": true, "교수": true, "고객": true, "선배": true, "후배": true, "회원": true, "사용자": true, "강사": true, "작가": true,
	"기사": true, "사장": true, "부장": true, "과장": true, "차장": true, "대리": true, "매니저": true, "책임": true, "선임": true,
	"관리자": true, "담당자": true, "개발자": true, "디자이너": true, "멘티": true, "조교": true, "위원": true, "회장": true, "대표": true,
	"박사": true, "주임": true, "실장": true, "원장": true, "감독": true, "기자": true,
}

// reKoBoldLead: an item opened by a Korean name in bold, then the work
// ("**김민수** 데이터베이스 백업").
var reKoBoldLead = regexp.MustCompile(`^\s*(?:\*\*|__)\s*([\p{Hangul}]{2,4})\s*(님|씨)?\s*(?:\*\*|__)\s*[-–:：]?\s*(\S.*)$`)

// boldNameLead: the bold label is the owner when it is certainly a
// person (a name the notes know, one with 님/씨, or a full name written
// more than once — "**이번주** 목표" is a time) and c's title is what
// follows it.
func (p *parser) boldNameLead(c *extract.Candidate, n doc.Node) {
	m := reKoBoldLead.FindStringSubmatch(n.Text)
	if m == nil || !(m[2] != "" || p.known(m[1]) || koFullName(m[1]) && utf8.RuneCountInString(m[1]) >= 3 && !strings.ContainsAny(m[1], "주월일차") && p.recurs(m[1])) || koRoles[m[1]] || groupOwners[m[1]] {
		return
	}
	t, ok := strings.CutPrefix(strings.TrimSpace(c.Title), m[1])
	if !ok {
		return
	}
	t = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(strings.TrimPrefix(t, m[2])), "-"))
	if t == "" {
		return
	}
	c.Title, c.Assignee, c.Owners = t, strings.TrimSpace(m[1]+" "+m[2]), []string{m[1]}
}

// reFinishedMark: a mark that files a to-do item as finished — a closing
// "(완)", "(완료)", "[완료]", "(done)", an outcome ("… 만든다.(성공)",
// "(실패)": what was tried, and how it went), or an opening "[O]"/"[V]"
// (the check of a list typed without checkbox syntax) — or a closing one
// ("좋아요수 적용하기 [ O ]", a status column typed after the item).
var reFinishedMark = regexp.MustCompile(`(?i:[(\[]\s*(?:완|완료|done|성공|실패)\s*[)\]])\s*[.]?\s*$|^\s*\[[OoVv✓✔]\]|\s\[\s*[OoVv✓✔]\s*\]\s*$`)

// reDoneTailEn: the English closing done mark of reFinishedMark.
var reDoneTailEn = regexp.MustCompile(`(?i)[(\[]\s*done\s*[)\]]\s*[.]?\s*$`)

// ownedLine is who's candidate for work read from node n, titled as the
// work and, outside an action section, waiting for a person to confirm;
// nil when no title is left.
func (p *parser) ownedLine(n doc.Node, who, work, syntax string) *extract.Candidate {
	c := &extract.Candidate{Assignee: who, Owners: []string{who}, Syntax: syntax}
	if !titled(c, strings.TrimSpace(work)) {
		return nil
	}
	if !p.section(n.Section).action {
		c.Problems = append(c.Problems, problemConfirm)
	}
	return c
}

// openLine: n is a list item or a paragraph, and no checked box marks it
// done: a line a reader of one line's form may take as work.
func openLine(n doc.Node) bool {
	return (n.Kind == doc.ListItem || n.Kind == doc.Paragraph) && n.Checkbox != 'x' && n.Checkbox != 'X'
}

// finishedItem: a list item that its list marks as finished is a record
// of work, not a new action. Two marks say so: a done mark in the text
// (reFinishedMark); the whole item struck through, outside a checkbox and
// outside an undated list of action items (which keeps this meeting's
// actions with their later state, read by the series to close the task);
// a checked box is not
// one: the labelled minutes keep a checked item as the action the meeting
// gave (the box is ticked when the notes are tidied later), and dropping
// it would be a silent miss.
func finishedItem(text string, box rune, si secInfo) bool {
	t := strings.TrimSpace(text)
	dated := si.horizon != "" || si.due != ""
	if reFinishedMark.MatchString(t) || reKoFinishedNote.MatchString(stripInline(t)) {
		// An undated list of this meeting's action items keeps an item
		// its writer closed with "(done)" while tidying the notes
		// ("- Add retries to the importer (done)"), as it keeps a
		// checked box: the meeting gave the action.
		return !(box == 0 && si.action && !dated && reDoneTailEn.MatchString(t))
	}
	if box == 0 && (!si.action || dated) && strings.HasPrefix(t, "~~") && strings.HasSuffix(strings.TrimRight(t, " ."), "~~") && !strings.Contains(strings.TrimSpace(t[2:len(strings.TrimRight(t, " ."))-2]), "~~") {
		return true
	}
	return false
}

// titleHeading: s is the notes' one top-level heading ("# Sprint review
// 2026-12-02"), whose date is the meeting's own, no deadline of the rows
// under it: a row with an empty due cell is due on no day, not on the
// meeting day. (A plan's dated headings, "## D-3 · 2026-05-11", are not
// the title.)
func (p *parser) titleHeading(s *doc.Section) bool {
	if s.Parent != nil || s.Level != 1 {
		return false
	}
	top := 0
	for _, n := range p.d.Nodes {
		if n.Kind == doc.Heading && n.Level == 1 {
			top++
		}
	}
	return top == 1
}

// speaksAs: some line of the notes opens with w as a speaker's prefix
// ("JK: …", "[JK] …"): initials that speak are a person's.
func (p *parser) speaksAs(w string) bool {
	for _, n := range p.d.Nodes {
		t := strings.TrimLeft(stripInline(n.Text), "*_ ")
		if rest, ok := strings.CutPrefix(t, w); ok && (strings.HasPrefix(rest, ":") || strings.HasPrefix(rest, "：")) {
			return true
		}
		if strings.HasPrefix(t, "["+w+"]") {
			return true
		}
	}
	return false
}

// labelScope: list item i is a label that gives its nested items a
// deadline, and perhaps their owner: "- By Friday:", "- 금요일까지",
// "- Tom (by March 3)", "- 박지훈 (3/20까지)" — a deadline with nothing
// else, or with only a person the notes know (a full Korean name). ok is
// false for anything else and for an item with nothing nested under it.
// (A person's name alone is read by ancestorOwner.)
func (p *parser) labelScope(i int) (owner, due string, ok bool) {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem || len(n.Text) > 64 || !p.hasChildren(i) {
		return "", "", false
	}
	t := strings.TrimSpace(strings.TrimRight(stripInline(stripEmphasis(n.Text)), ":： "))
	// "- **오늘 할 일**" / "  - 토큰 갱신 구현" under a member's heading: a
	// daily plan's label dates the items under it as a label line does
	// ("오늘 할 일: …", koFutureLabel); the owner stays the heading's
	// (konamelabels.go).
	// (As written: "다음주 목표(5월 8일)" dates its goals by the date.)
	dailyPlan := reKoTodayLabel.MatchString(strings.Join(strings.Fields(t), " "))
	if period, ok := koPeriodLabel(t); ok {
		// "- 9/6~9/20 (발표 3주 전까지)" over the period's work
		// (koperiodchange.go).
		return "", period, true
	}
	if w := koWindowTodo(t); w != "" {
		// "7. 7월 한달 동안 할 일" over the month's work (kowindowtodo.go).
		return "", w, true
	}
	rest, due := cutDue(t)
	if due == "" {
		if dailyPlan {
			return "", strings.TrimSpace(reKoLabelPlanWord.ReplaceAllString(t, "")), true
		}
		return "", "", false
	}
	rest = strings.TrimSpace(strings.Trim(rest, " ()[]-–—,:："))
	switch {
	case rest == "":
		return "", due, true
	case koDeadlineOnly(rest):
		// "- 다음 iteration 2까지 (11/21)": a deadline and its date, no
		// work; the items under it are the work (koperiodchange.go).
		return "", t, true
	case extract.HasHangul(rest) && (isActionHeading(normHeading(rest)) || koWorkAheadHeading(normHeading(rest))):
		// "5. 7/24(월)까지 해야 할 일들" over "1) 주제 2개 확정하기": the
		// label of the work due then, none itself (koperiodchange.go).
		return "", due, true
	case koHorizonGoalLabel(normHeading(rest)):
		// "2. 다음주 목표(5월 6일)": the date is the goals' deadline.
		return "", due, true
	case dailyPlan:
		return "", due, true
	case p.scopeOwner(rest) != "":
		return p.scopeOwner(rest), due, true
	case p.known(rest) || koFullName(rest) && !strings.Contains(rest, " "):
		return rest, due, true
	case koPlanLeadIn(rest):
		// "5. 앞으로의 계획: 금요일까지 확정해야 함" over "1) 색상 확정": the
		// plan's label and a bare "must settle" say the items under it are
		// the work due then; the line itself is none.
		return "", due, true
	}
	return "", "", false
}

// reKoMustVerb: a bare verb of settling or finishing that must be done
// ("확정해야 함", "정해야 한다", "마무리할 것").
var reKoMustVerb = regexp.MustCompile(`^[\p{Hangul}]{1,6}(?:해야|야)\s*(?:함|한다|됨|된다|합니다)?[.!]?$|^[\p{Hangul}]{1,6}할\s*것[.!]?$`)

// koPlanLeadIn: rest is a future-work label, a colon, and no work of its
// own but a bare verb that it must be done ("앞으로의 계획: 확정해야 함").
func koPlanLeadIn(rest string) bool {
	m := reKoLabelLine.FindStringSubmatch(rest)
	if m == nil {
		return false
	}
	norm := normHeading(m[1])
	if !extract.HasHangul(norm) || !(futureWorkHeading(norm) || isActionHeading(norm) || koWorkAheadHeading(norm)) {
		return false
	}
	return reKoMustVerb.MatchString(strings.TrimSpace(m[2]))
}

// labelAbove gives c, read from node n, what the nearest label item above
// it gives (labelScope): its owner when c names none, its deadline when
// n's own text writes none — the label's deadline is nearer than a
// heading's.
func (p *parser) labelAbove(c *extract.Candidate, n doc.Node) {
	for j, depth := n.Parent, 0; j >= 0 && depth < 3; j, depth = p.d.Nodes[j].Parent, depth+1 {
		owner, due, ok := p.labelScope(j)
		if !ok {
			continue
		}
		if len(c.Owners) == 0 && owner != "" {
			c.Assignee, c.Owners = owner, []string{owner}
		}
		if _, own := cutDue(stripInline(n.Text)); own == "" {
			c.Due = due
		}
		return
	}
}

// reRoleRoll: a label, a separator, then the rest of the line.
var reRoleRoll = regexp.MustCompile(`^([^:：—–\-]{1,20}?)\s*(?:[:：]|\s[—–-])\s*(\S.{0,80})$`)

// koRoleRoll: the Korean full names a team's or role's label lists
// ("FE: 문가온, 배하린", "발표 — 탁서준"); none when any part is no full name.
func koRoleRoll(t string) []string {
	m := reRoleRoll.FindStringSubmatch(strings.TrimSpace(t))
	if m == nil {
		return nil
	}
	label := strings.ToLower(strings.TrimSpace(m[1]))
	if teamName(label) == "" && !koRoles[label] {
		return nil
	}
	var names []string
	for _, part := range splitOwners(m[2]) {
		part = strings.TrimSpace(reParen.ReplaceAllString(part, " "))
		if !koFullName(part) {
			return nil
		}
		names = append(names, part)
	}
	return names
}

// noWords: a title with no word in it, only a chat's laughter or tears
// in bare jamo ("ㅎㅎ", "ㅋㅋㅋ", "ㅠㅠ"), emoji and punctuation.
// reNumberOnly: a title that is a number and nothing else — a score,
// share or count written beside a name ("- 하늘 : 80", "- 민수: 60%"), no
// work.
var reNumberOnly = regexp.MustCompile(`^[~≈]?\s*\d+(?:[.,]\d+)?\s*(?:%|점|퍼센트|프로)?$`)

func noWords(t string) bool {
	if t == "" {
		return false
	}
	for _, r := range t {
		if unicode.IsLetter(r) && !(r >= 0x3131 && r <= 0x318E) || unicode.IsDigit(r) {
			return false
		}
	}
	return true
}

// namesSomeone: a word of s is a person the notes know or a Korean full
// name.
func (p *parser) namesSomeone(s string) bool {
	for _, w := range strings.Fields(s) {
		w = strings.Trim(w, ",.:;()[]-–—*_@")
		if w != "" && (p.known(w) || koFullName(w)) {
			return true
		}
	}
	return false
}

// rePastReport: a subject the notes name, or the team, and a verb in the
// past tense, closing nothing to do after it.
var rePastReport = regexp.MustCompile(`^(@?\p{Lu}[\p{L}'’-]*|(?i:the\s+team|we|the\s+group))\s+(\p{Ll}+(?:ed)|made|wrote|sent|built|did|gave|took|ran|began|found|held|led|met|set\s+up|brought|chose|won|got|put|spoke|told)\s`)

// pastReport: plain reports work done by someone the notes name (or the
// team) in the past tense, with no later clause that commits anyone.
func (p *parser) pastReport(plain string) bool {
	m := rePastReport.FindStringSubmatch(plain)
	// ("We got a grant and want to figure out how to use it": a wish
	// after the report commits nobody.)
	if m == nil && !passiveReport(plain) || reEnCommitAny.MatchString(reWishTo.ReplaceAllString(plain, " ")) || p.commitment(plain, true) != nil {
		// ("Alice volunteered for the release notes" commits her.)
		return false
	}
	if m == nil {
		return true
	}
	subj := strings.ToLower(m[1])
	if !(p.known(strings.TrimPrefix(m[1], "@")) || subj == "we" || strings.HasPrefix(subj, "the ")) {
		// ("Already fixed in main": no one's report, a thing's.)
		return passiveReport(plain)
	}
	v := m[2]
	// "need", "feed", "seed": a present tense that ends in "ed".
	return !strings.HasSuffix(v, "eed") && v != "shed"
}

// rePassiveReport: a thing reported done in the passive ("v0.5 was
// released", "The docs were updated last week", "Already fixed in
// main"); the subject is short, a thing rather than a clause.
var rePassiveReport = regexp.MustCompile(`^(?:(?:[^\s,;:]+\s+){1,6}(?:was|were|has\s+been|have\s+been)|(?i:already))\s+(\p{Ll}+(?:ed|en)|done|made|sent|built|set\s+up|put|run|held|shut|cut)\b`)

// passiveReport: plain reports a thing done, not one given to someone
// ("was assigned to Bob", "was agreed") or planned ("was scheduled for
// Friday").
func passiveReport(plain string) bool {
	m := rePassiveReport.FindStringSubmatch(plain)
	// ("Add which releases were funded": a step whose object reports.)
	return m != nil && !notReportParticiple[strings.ToLower(m[1])] && !workVerbFirst(plain)
}

// notReportParticiple: participles that record work handed out, asked or
// planned rather than done.
var notReportParticiple = map[string]bool{"assigned": true, "asked": true, "tasked": true, "given": true, "requested": true, "scheduled": true, "planned": true, "agreed": true, "proposed": true, "suggested": true, "expected": true, "supposed": true, "needed": true, "required": true, "delegated": true, "chosen": true, "volunteered": true}

// reWishTo: a wish and what it wants ("want to figure out how to use
// it", "would like to see …").
var reWishTo = regexp.MustCompile(`(?i)\b(?:want|wants|wanted|would\s+like|hope|hoping)\s+to\s+\p{Ll}+(?:\s+\p{Ll}+)*`)

// reEnCommitAny: a future, a modal or a request anywhere in the line.
var reEnCommitAny = regexp.MustCompile(`(?i)\b(?:will|'ll|’ll|to\s+\p{Ll}+|should|must|need(?:s)?\s+to|going\s+to|next|todo|please)\b`)

// reFollowUpLabel: a follow-up marker.
var reFollowUpLabel = regexp.MustCompile(`(?i)^follow[- ]?ups?$`)

// reHedgedTitle: a task's words that open with a maybe ("might split
// the work", "may help with the docs", "could look at it").
var reHedgedTitle = regexp.MustCompile(`^(?i:might|may|maybe|perhaps|possibly|could)\b`)

// reCopulaStatement: a box that states what something is ("Test harness
// is top prio", "CI is flaky again"): a few words, then "is"/"are" and
// no infinitive or future after it — a statement, not a task.
var reCopulaStatement = regexp.MustCompile(`^[\p{L}\p{N}'’-]+(?:\s+[\p{L}\p{N}'’-]+){0,3}\s+(?i:is|are)\s+(?i:(?:the\s+)?(?:top|high|highest|low|lowest|main|first)\s+(?:prio|priority)|(?:still\s+)?(?:blocked|flaky|broken|done|ready|fine|ok|okay|stable|slow|unclear))\b`)

// koTrailTeam: o is a Korean team's name that may close a line as its
// owner — not a word that is as often the line's topic ("데이터",
// "디자인") unless 팀 follows it.
func koTrailTeam(o string) bool {
	t := teamName(o)
	return t != "" && extract.HasHangul(t) && (!topicTeams[strings.ToLower(t)] || strings.HasSuffix(t, "팀"))
}

// reKoLeadHeadOwner: a heading or item opened by its owner — in
// brackets, as a handle, before a colon, with 님, before a spaced dash
// ("이서준 - 결제 모듈", as "결제 모듈 - 이서준" writes it last) or with a
// topic particle ("이서준은 …") — and the work.
var reKoLeadHeadOwner = regexp.MustCompile(`^(?:\[\s*([^\[\]\s]{2,12})\s*\]\s*[:：-]?\s*|@([^\s@]{2,12})\s+|([^\s:：\[\]@]{2,12})\s*[:：]\s+|(\p{Hangul}{2,4})(?:님\s+|\s+[-–—]\s+)|(\p{Hangul}{2,4}?)(?:은|는)\s+)(\S.*)$`)

// koLeadHeadingOwner reads a Korean heading (or an item under an owner
// label, "- 담당 :") that opens with a person —
// a Korean full name, a name the notes know — and goes on with the work
// ("이서준: 결제 모듈 정리"). A team opening a heading ("### 백엔드: 목업
// 구현") files the team's report more often than it gives work.
func (p *parser) koLeadHeadingOwner(text string) *extract.Candidate {
	m := reKoLeadHeadOwner.FindStringSubmatch(strings.TrimSpace(text))
	if m == nil || !extract.HasHangul(text) {
		return nil
	}
	o, work := m[1]+m[2]+m[3]+m[4]+m[5], strings.TrimSpace(m[6])
	if !extract.HasHangul(work) || isQuestion(work) || koStatus(work) || !(isHangul(o) && p.koPerson(o) || m[3] == "" && p.known(o)) {
		return nil
	}
	c := &extract.Candidate{Assignee: o, Owners: []string{o}}
	if !titled(c, work) {
		return nil
	}
	return c
}

// reKoMemberRoll: a label of a team's members ("팀원 구성", "조원",
// "구성원"), then their names in parentheses or after a colon.
var reKoMemberRoll = regexp.MustCompile(`^(?::[a-z_]+:|\p{So}|[\s\x{200B}*_-])*(?:팀원|조원|구성원|팀원\s*구성|조원\s*구성|팀\s*구성|조\s*구성)\s*(?:[:：]\s*([^()]+?)|\(\s*([^()]+?)\s*\))\s*$`)

// koMemberRoll: the names a Korean members' line lists, each one word of
// Hangul of two to four syllables; none when any part is not.
func koMemberRoll(t string) []string {
	m := reKoMemberRoll.FindStringSubmatch(strings.TrimSpace(t))
	if m == nil {
		return nil
	}
	var out []string
	for _, part := range reAttendeeSep.Split(m[1]+m[2], -1) {
		w := strings.Trim(part, " *_\u200b")
		if n := utf8.RuneCountInString(w); !isHangul(w) || n < 2 || n > 4 {
			return nil
		}
		out = append(out, w)
	}
	if len(out) < 2 {
		return nil
	}
	return out
}

// reNamesVerbLead: capitalised names opening a line as its subject, an
// optional "all"/"both", then a lower-case verb and the rest.
var reNamesVerbLead = regexp.MustCompile(`^(@?[\p{Lu}][\p{L}'’-]+(?:\s*(?:,\s*(?:and\s+)?|\band\s+|&\s*)@?[\p{Lu}][\p{L}'’-]+){0,3})(?:\s+(?:all|both))?\s+(\p{Ll}+)(\s.*)$`)

// namesVerbLead reads "Mara drafts the charter" (one name, a verb of
// work in the third person) and "Mara and Theo draft …" (several names,
// the verb's base form) in an action list: the owners, and the step from
// its verb on. A name must read as one — no verb, no common word, no
// acronym — and "continue(s) working on …" counts as the work it goes on
// with.
func (p *parser) namesVerbLead(plain string) ([]string, string, bool) {
	m := reNamesVerbLead.FindStringSubmatch(strings.TrimSpace(plain))
	if m == nil {
		return nil, "", false
	}
	owners := splitOwners(m[1])
	verb := m[2]
	if len(owners) == 1 {
		if !(workThirdPerson(verb) || verb == "continues") {
			return nil, "", false
		}
	} else if !(workVerb(verb) || enImperatives[verb] || verb == "continue") {
		return nil, "", false
	}
	for _, o := range owners {
		o = strings.TrimPrefix(o, "@")
		lo := strings.ToLower(o)
		if o == "" || verbWord(o) || notNames[lo] || clauseNotSubject[lo] || p.commonWord(o) || reAcronym.MatchString(o) || !p.plausibleOwner(o) {
			return nil, "", false
		}
	}
	return owners, strings.TrimSpace(verb + m[3]), true
}

// reRangeTo: what joins the two ends of a period ("5월 1일 ~ 5월 12일",
// "3/29 - 4/2", "May 1 – May 12").
var reRangeTo = regexp.MustCompile(`^\s*(?:~|∼|〜|–|—|-|to|부터)\s*`)

// reFieldName: the name of a field of a line of work ("활동 내용", "역할
// 분담", "추진 일정", "담당자", "Owner", "Due date").
var reFieldName = regexp.MustCompile(`(?i)(?:내용|분담|일정|담당|담당자|기한|마감|업무|역할|과제|할\s*일|owner|task|action|due|due date|deadline|who|what|when)$`)

// fieldsHeading: a heading that names, split by "/" or "|", the fields
// of the lines under it ("활동 내용 / 역할 분담 / 추진 일정", "Task |
// Owner | Due").
func fieldsHeading(norm string) bool {
	parts := strings.FieldsFunc(norm, func(r rune) bool { return r == '/' || r == '|' })
	if len(parts) < 2 || len(parts) > 6 {
		return false
	}
	for _, f := range parts {
		if !reFieldName.MatchString(strings.TrimSpace(f)) {
			return false
		}
	}
	return true
}
