package eval

import (
	"cmp"
	"context"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"

	"github.com/axagent/axagent/app"
	"github.com/axagent/axagent/config"
	"github.com/axagent/axagent/connectors/sandbox"
	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/rules"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/notify"
	"github.com/axagent/axagent/series"
)

// Extraction modes.
const (
	// ExtractRules runs the rules extractor: the figures are end to end.
	ExtractRules = "rules"
	// ExtractGold makes the labelled lines the extraction (owner and due as
	// labelled): the linker is judged apart from extraction misses.
	ExtractGold = "gold"
)

// Options tune a run.
type Options struct {
	Extraction string
	// Ambiguous is series.ambiguous ("create", default, or "hold").
	Ambiguous string
	Log       *slog.Logger
}

// Counts are what a run found for later-meeting actions (meeting > 0).
type Counts struct {
	Series int `json:"series"`
	// Later: labelled actions of later meetings; Restatements: of them,
	// the same task as an earlier action; NearMisses: new ones labelled as
	// easy to confuse with an earlier one.
	Later        int `json:"later"`
	Restatements int `json:"restatements"`
	// Worded: of the restatements, those whose labelled lines name one
	// deliverable in the same words (equal once status words and dates
	// are gone, or one containing the other) — what an evidence rule can
	// read; the rest are paraphrases only a reader of meaning links
	// ("Schedule fortnightly meeting" for "Agree to meet every other
	// week"). CorrectWorded: of them, linked right.
	Worded        int `json:"worded"`
	CorrectWorded int `json:"correct_worded"`
	NearMisses    int `json:"near_misses"`
	// Found: later actions the extraction found (on their line or ±1).
	Found int `json:"found"`
	// Links: later actions linked to an earlier task (not filed again);
	// Correct: to the right one; FalseMerges: where the label says new or
	// names another task — an action swallowed; NearMissMerges: false
	// merges of near misses.
	Links          int `json:"links"`
	Correct        int `json:"correct"`
	FalseMerges    int `json:"false_merges"`
	NearMissMerges int `json:"near_miss_merges"`
	// Shown: restatements filed as their own task but shown as possibly
	// the right earlier task (one step to merge).
	Shown int `json:"shown"`
	// ShownLinks: the possible links shown on labelled later actions
	// (filed or held, one per action and earlier task); ShownRight: of
	// them, those to the labelled earlier task (its chain) of a
	// restatement — the rest a person dismisses.
	ShownLinks int `json:"shown_links"`
	ShownRight int `json:"shown_right"`
	// Held: later actions held for a person, and of them, by what the
	// hold asks (HeldBy, keys HoldOwner…HoldContinuity): R1's questions
	// (who owns it, when is it due, is it an action at all, anything else
	// the extraction could not settle) or the linker's (possibly or
	// restating an earlier task that waits for a person).
	Held   int            `json:"held"`
	HeldBy map[string]int `json:"held_by"`
	// HeldShown: held restatements shown (a possible link, where the hold
	// is shown) as possibly the right earlier task; HeldShownWrong: held
	// restatements shown only other tasks; HeldNewShown: held actions the
	// labels call new, shown as possibly an earlier task (noise a person
	// dismisses by answering the hold).
	HeldShown      int `json:"held_shown"`
	HeldShownWrong int `json:"held_shown_wrong"`
	HeldNewShown   int `json:"held_new_shown"`
	// HeldSignals: the held later actions by each signal their hold's
	// reason gives ("no assignee written", "possible action: confirm (a
	// commitment outside an action section)", names and dates left out),
	// an action once per signal; HeldSignalsRestated: of them, those the
	// labels call restatements. What to change for fewer holds.
	HeldSignals         map[string]int `json:"held_signals"`
	HeldSignalsRestated map[string]int `json:"held_signals_restated"`
	// HeldSignalsOwned: of the held later actions by signal, those whose
	// label names an owner — an owner hold the labels answer (the
	// extraction did not read the name, or read several, or a group) —
	// against those held for a to-do no one was named for, which R1 asks
	// a person about by design.
	HeldSignalsOwned map[string]int `json:"held_signals_owned"`
	// StatusLabelled: right links whose label states the task's status
	// (in progress, done, blocked); StatusRight: of them, those whose
	// link records that status — what a person reads in series show.
	StatusLabelled int `json:"status_labelled"`
	StatusRight    int `json:"status_right"`
	// Unlabelled: links made on lines no label is on.
	Unlabelled int `json:"unlabelled_links"`
	// Status facts (lines no action was extracted from, reporting on an
	// open task): Facts on labelled later lines the extraction did not
	// find; FactsCorrect: of them, on a restatement, to its task (a
	// restatement the series now knows of); FactsFalse: to another task,
	// or on a line the label calls new — a wrong report, counted as a
	// false merge in the figures with facts; FactsUnlabelled: on lines no
	// label is on.
	Facts           int `json:"facts"`
	FactsCorrect    int `json:"facts_correct"`
	FactsFalse      int `json:"facts_false"`
	FactsUnlabelled int `json:"facts_unlabelled"`
	// Facts only possibly about their task (shown for a person to confirm
	// or dismiss, never counted as a status or a link): FactsShown on
	// labelled later lines the extraction did not find, FactsShownRight of
	// them on a restatement naming its task — the rest a person dismisses
	// — FactsShownUnlabelled on lines no label is on (noise too).
	FactsShown           int `json:"facts_shown"`
	FactsShownRight      int `json:"facts_shown_right"`
	FactsShownUnlabelled int `json:"facts_shown_unlabelled"`
	// MissedBy: the restatements not linked to their task, by cause
	// (keys MissNotFound…MissDisjoint): what to work on next.
	MissedBy map[string]int `json:"missed_by"`
}

func (c *Counts) add(o Counts) {
	c.Series += o.Series
	c.Later += o.Later
	c.Restatements += o.Restatements
	c.Worded += o.Worded
	c.CorrectWorded += o.CorrectWorded
	c.NearMisses += o.NearMisses
	c.Found += o.Found
	c.Links += o.Links
	c.Correct += o.Correct
	c.FalseMerges += o.FalseMerges
	c.NearMissMerges += o.NearMissMerges
	c.Shown += o.Shown
	c.ShownLinks += o.ShownLinks
	c.ShownRight += o.ShownRight
	c.StatusLabelled += o.StatusLabelled
	c.StatusRight += o.StatusRight
	c.Held += o.Held
	c.HeldShown += o.HeldShown
	c.HeldShownWrong += o.HeldShownWrong
	c.HeldNewShown += o.HeldNewShown
	for k, n := range o.HeldBy {
		if c.HeldBy == nil {
			c.HeldBy = map[string]int{}
		}
		c.HeldBy[k] += n
	}
	c.HeldSignals = addCounts(c.HeldSignals, o.HeldSignals)
	c.HeldSignalsRestated = addCounts(c.HeldSignalsRestated, o.HeldSignalsRestated)
	c.HeldSignalsOwned = addCounts(c.HeldSignalsOwned, o.HeldSignalsOwned)
	c.Unlabelled += o.Unlabelled
	c.Facts += o.Facts
	c.FactsCorrect += o.FactsCorrect
	c.FactsFalse += o.FactsFalse
	c.FactsUnlabelled += o.FactsUnlabelled
	c.FactsShown += o.FactsShown
	c.FactsShownRight += o.FactsShownRight
	c.FactsShownUnlabelled += o.FactsShownUnlabelled
	for k, n := range o.MissedBy {
		if c.MissedBy == nil {
			c.MissedBy = map[string]int{}
		}
		c.MissedBy[k] += n
	}
}

func addCounts(dst, src map[string]int) map[string]int {
	for k, n := range src {
		if dst == nil {
			dst = map[string]int{}
		}
		dst[k] += n
	}
	return dst
}

var (
	reQuoted  = regexp.MustCompile(`"[^"]*"`)
	reSeveral = regexp.MustCompile(`several assignees \([^)]*\)`)
)

// holdSignals are the clauses of a hold's reason with the names, dates
// and titles it quotes left out: "due \"next week\" is not a date …" and
// "due \"차주\" is not a date …" are one signal.
func holdSignals(why string) []string {
	var out []string
	for _, c := range strings.Split(why, "; ") {
		c = strings.TrimSpace(reSeveral.ReplaceAllString(reQuoted.ReplaceAllString(c, `"…"`), "several assignees (…)"))
		if c != "" && !slices.Contains(out, c) {
			out = append(out, c)
		}
	}
	return out
}

// Scores: Precision = correct links / links made (1 − false merges /
// links); Recall = correct links / restatements; HeldShare = held / later
// actions.
type Scores struct {
	Precision float64 `json:"link_precision"`
	Recall    float64 `json:"link_recall"`
	HeldShare float64 `json:"held_share"`
	// HeldR1Share: held for a question R1 makes axagent ask (owner, due
	// date, is it an action, other); HeldContinuityShare: held by the
	// linker (possibly the same task, or restating one that waits).
	HeldR1Share float64 `json:"held_r1_share"`
	// WordedRecall: correct links / worded restatements.
	WordedRecall        float64 `json:"worded_recall"`
	HeldContinuityShare float64 `json:"held_continuity_share"`
	// RecallOrShown = restatements linked to their task, or shown (filed
	// or held) as possibly it / restatements: what a person finds with
	// at most one click. ShownPrecision = ShownRight / ShownLinks.
	RecallOrShown  float64 `json:"recall_or_shown"`
	ShownPrecision float64 `json:"shown_precision"`
	// StatusAccuracy = StatusRight / StatusLabelled.
	StatusAccuracy float64 `json:"status_accuracy"`
	// With status facts counted as links (a restatement the extraction
	// did not find, linked by a fact on its line): precision, recall and
	// false merges (FalseMerges + FactsFalse).
	PrecisionWithFacts   float64 `json:"link_precision_with_facts"`
	RecallWithFacts      float64 `json:"link_recall_with_facts"`
	FalseMergesWithFacts int     `json:"false_merges_with_facts"`
}

// Hold reasons (Counts.HeldBy keys). An action asking several questions
// is counted once, under the first of owner, due, possible, other.
const (
	HoldOwner      = "owner"
	HoldDue        = "due"
	HoldPossible   = "possible"
	HoldOther      = "other"
	HoldContinuity = "continuity"
)

// HoldReasons in report order; all but HoldContinuity are R1's.
var HoldReasons = []string{HoldOwner, HoldDue, HoldPossible, HoldOther, HoldContinuity}

// Causes of a missed restatement (Counts.MissedBy keys), one each: the
// extraction did not find it; it was held (by what the hold asks:
// "held "+HoldOwner…); it was linked to another task; or it was filed as
// a new task — shown as possibly the right one, or not shown, then by what
// the labels say: another owner than the earlier action's (reassigned,
// spelled otherwise, or none on one side), else by wording (worded: the
// same words or one title containing the other; a paraphrase sharing
// some words; none shared).
const (
	MissNotFound     = "not found"
	MissHeld         = "held "
	MissWrongTask    = "wrong task"
	MissShown        = "shown"
	MissOwnerDiffers = "owner differs"
	MissWorded       = "worded"
	MissParaphrase   = "paraphrase"
	MissDisjoint     = "no word shared"
)

// MissCauses in report order.
var MissCauses = []string{MissNotFound, MissHeld + HoldOwner, MissHeld + HoldDue, MissHeld + HoldPossible, MissHeld + HoldOther,
	MissHeld + HoldContinuity, MissWrongTask, MissShown, MissOwnerDiffers, MissWorded, MissParaphrase, MissDisjoint}

func ratio(n, d int, empty float64) float64 {
	if d == 0 {
		return empty
	}
	return float64(n) / float64(d)
}

// Scores of c.
func (c Counts) Scores() Scores {
	cont := c.HeldBy[HoldContinuity]
	return Scores{Precision: ratio(c.Correct, c.Links, 1), Recall: ratio(c.Correct, c.Restatements, 1), HeldShare: ratio(c.Held, c.Later, 0),
		HeldR1Share: ratio(c.Held-cont, c.Later, 0), WordedRecall: ratio(c.CorrectWorded, c.Worded, 1), HeldContinuityShare: ratio(cont, c.Later, 0),
		RecallOrShown: ratio(c.Correct+c.Shown+c.HeldShown, c.Restatements, 1), ShownPrecision: ratio(c.ShownRight, c.ShownLinks, 1),
		StatusAccuracy:     ratio(c.StatusRight, c.StatusLabelled, 1),
		PrecisionWithFacts: ratio(c.Correct+c.FactsCorrect, c.Links+c.Facts, 1), RecallWithFacts: ratio(c.Correct+c.FactsCorrect, c.Restatements, 1),
		FalseMergesWithFacts: c.FalseMerges + c.FactsFalse}
}

// Row is the figures of a series, a language or the whole corpus.
type Row struct {
	Name string `json:"name"`
	Lang string `json:"lang,omitempty"`
	Counts
	Scores
}

func row(name, lang string, c Counts) Row {
	return Row{Name: name, Lang: lang, Counts: c, Scores: c.Scores()}
}

// Finding is one later action the run got wrong or left to a person.
type Finding struct {
	Series string `json:"series"`
	File   string `json:"file"`
	Line   int    `json:"line"`
	// What: "false merge", "missed link", "held", "not found" (any
	// label the extraction missed, with what it read nearest).
	What   string `json:"what"`
	Detail string `json:"detail"`
}

// Report is a run's result.
type Report struct {
	Extraction string    `json:"extraction"`
	Series     []Row     `json:"series"`
	Languages  []Row     `json:"languages"`
	Total      Row       `json:"total"`
	Findings   []Finding `json:"findings"`
}

// outcome is what the pipeline did with one line of a meeting.
type outcome struct {
	line int
	// linked: the earlier task (its create key); possible: tasks shown.
	linked   string
	possible []string
	// evidence: why the linker showed the possible links.
	evidence string
	// filed: the new task's key; held: held for a person (key: the
	// action's key either way).
	filed string
	held  bool
	key   string
	// why: the hold's reason; holdBy: what it asks (HoldOwner…).
	why    string
	holdBy string
	used   bool
	// gold is the labelled action the outcome was matched to.
	gold *Action
	// title and owner as the extraction read them (for findings).
	title, owner string
	// status: what the link records the line says of its task.
	status string
}

// Run registers every series of gold, meeting by meeting, from the notes
// in dir, each on a fresh ledger, and scores the later meetings' actions.
func Run(ctx context.Context, gold Gold, dir string, o Options) (Report, error) {
	if o.Extraction == "" {
		o.Extraction = ExtractRules
	}
	if o.Extraction != ExtractRules && o.Extraction != ExtractGold {
		return Report{}, &InputError{fmt.Errorf("extraction %q: want rules or gold", o.Extraction)}
	}
	if o.Log == nil {
		o.Log = slog.New(slog.DiscardHandler)
	}
	rep := Report{Extraction: o.Extraction, Series: []Row{}, Languages: []Row{}, Findings: []Finding{}}
	byLang := map[string]*Counts{}
	var total Counts
	for _, s := range gold.Series {
		c, fs, err := runSeries(ctx, s, dir, o)
		if err != nil {
			return rep, err
		}
		rep.Series = append(rep.Series, row(s.ID, s.Lang, c))
		rep.Findings = append(rep.Findings, fs...)
		if byLang[s.Lang] == nil {
			byLang[s.Lang] = &Counts{}
		}
		byLang[s.Lang].add(c)
		total.add(c)
	}
	langs := make([]string, 0, len(byLang))
	for l := range byLang {
		langs = append(langs, l)
	}
	sort.Strings(langs)
	for _, l := range langs {
		rep.Languages = append(rep.Languages, row(l, l, *byLang[l]))
	}
	rep.Total = row("total", "", total)
	return rep, nil
}

func runSeries(ctx context.Context, s Series, dir string, o Options) (Counts, []Finding, error) {
	c := Counts{Series: 1, HeldBy: map[string]int{}, MissedBy: map[string]int{}, HeldSignals: map[string]int{}, HeldSignalsRestated: map[string]int{},
		HeldSignalsOwned: map[string]int{}}
	bodies := make([][]byte, len(s.Meetings))
	for i, m := range s.Meetings {
		b, err := os.ReadFile(filepath.Join(dir, m.File))
		if err != nil {
			return c, nil, &InputError{fmt.Errorf("series %s: %w", s.ID, err)}
		}
		if bodies[i], err = extract.Text(m.File, b); err != nil {
			return c, nil, &InputError{fmt.Errorf("series %s: %w", s.ID, err)}
		}
	}
	tmp, err := os.MkdirTemp("", "axagent-eval-continuity-")
	if err != nil {
		return c, nil, err
	}
	defer os.RemoveAll(tmp)
	roster, err := rosterOf(s)
	if err != nil {
		return c, nil, fmt.Errorf("series %s: roster: %w", s.ID, err)
	}
	cfg, err := config.Load("")
	if err != nil {
		return c, nil, err
	}
	cfg.Series.Ambiguous = o.Ambiguous
	svc, err := sandbox.New(sandbox.Options{})
	if err != nil {
		return c, nil, err
	}
	ac := app.Config{DB: filepath.Join(tmp, "ledger.db"), Settings: cfg, Roster: roster, Lang: "en", Log: o.Log,
		Tasks: sandbox.NewTaskConnector(svc), Channels: map[string]notify.Channel{"sandbox": sandbox.NewChannel(svc)}, Channel: "sandbox"}
	var asking []ask // the current meeting's (askRecorder)
	asks := make([][]ask, len(s.Meetings))
	if o.Extraction == ExtractGold {
		ac.Extractor = goldExtractor{series: s, bodies: bodies}
	} else {
		ac.Extractor = askRecorder{next: rules.New(), asks: &asking}
	}
	a, err := app.New(ctx, ac)
	if err != nil {
		return c, nil, fmt.Errorf("series %s: %w", s.ID, err)
	}
	defer a.Close()
	project := projectOf(s.ID)
	outs := make([][]*outcome, len(s.Meetings))
	facts := make([][]series.StatusFact, len(s.Meetings))
	byKey := map[string]*outcome{} // an action's key → what became of it
	for i, m := range s.Meetings {
		next := ""
		if i+1 < len(s.Meetings) {
			// As a folder run of the series: the next file's date.
			next = s.Meetings[i+1].Date
		}
		r, err := a.Register(ctx, app.Notes{Name: m.File, Body: bodies[i], Date: m.Date, NextDate: next,
			Scope: ledger.MeetingScope{Tenant: "eval", Project: project, Meeting: fmt.Sprintf("M%02d", i)}}, app.RegisterOptions{NoWait: true})
		if err != nil {
			return c, nil, fmt.Errorf("series %s, %s: %w", s.ID, m.File, err)
		}
		asks[i], asking = asking, nil
		outs[i] = outcomesOf(r)
		facts[i] = r.Reported
		for _, oc := range outs[i] {
			if oc.key != "" {
				byKey[oc.key] = oc
			}
		}
	}
	// Each gold action's outcome: on its line, else one line away — every
	// label takes the outcome on its own line first, so that a label whose
	// line the extraction missed never takes its neighbour's.
	byRef := map[Ref]*outcome{}
	for _, near := range []bool{false, true} {
		for i := range s.Actions {
			g := &s.Actions[i]
			if byRef[Ref{g.Meeting, g.Line}] != nil {
				continue
			}
			if oc := take(outs[g.Meeting], g.Line, near); oc != nil {
				oc.gold = g
				byRef[Ref{g.Meeting, g.Line}] = oc
			}
		}
	}
	// dups: a line of a meeting that repeats a new task of an earlier line.
	dups := map[Ref]Ref{}
	for _, g := range s.Actions {
		if g.DuplicateOf != nil {
			dups[Ref{g.Meeting, g.Line}] = *g.DuplicateOf
		}
	}
	// rootOf: the chain a task belongs to, by the label its action was
	// matched to.
	rootOf := func(key string) (Ref, bool) {
		oc := byKey[key]
		if oc == nil || oc.gold == nil {
			return Ref{}, false
		}
		return root(dups, *oc.gold), true
	}
	byLabel := map[Ref]Action{}
	for _, g := range s.Actions {
		byLabel[Ref{g.Meeting, g.Line}] = g
	}
	labelTitle := func(g Action) string {
		lines := strings.Split(string(bodies[g.Meeting]), "\n")
		if g.Line < 1 || g.Line > len(lines) {
			return ""
		}
		return goldTitle(item(lines, g.Line-1), deref(g.Owner), deref(g.Due))
	}
	var fs []Finding
	factsUsed := map[Ref]bool{}
	finding := func(g Action, what, detail string) {
		fs = append(fs, Finding{Series: s.ID, File: s.Meetings[g.Meeting].File, Line: g.Line, What: what, Detail: detail})
	}
	for _, g := range s.Actions {
		if g.Meeting == 0 {
			continue
		}
		c.Later++
		restated := !g.Gold.New
		wording := ""
		if restated {
			c.Restatements++
			wording = wordingOf(labelTitle(g), labelTitle(byLabel[g.Gold.Ref]))
			if wording == WordingEqual || wording == WordingNested {
				c.Worded++
			}
		}
		if g.NearMiss != nil {
			c.NearMisses++
		}
		oc := byRef[Ref{g.Meeting, g.Line}]
		if oc == nil {
			// A status fact on the line (its item's first line): the
			// series learned of the task from a line that is no action.
			lines := strings.Split(string(bodies[g.Meeting]), "\n")
			if f, ok := factOn(facts[g.Meeting], lines, g.Line, true); ok {
				// Only possibly about the task: shown, a person decides.
				factsUsed[Ref{g.Meeting, f.Line}] = true
				c.FactsShown++
				if r, known := rootOf(f.Key); restated && known && r == g.Gold.Ref {
					c.FactsShownRight++
					finding(g, "possible fact", fmt.Sprintf("not found as an action; shown as possibly about %s (%s)", f.Key, f.Evidence))
				} else {
					want := "new"
					if restated {
						want = "the task of " + refString(g.Gold.Ref)
					}
					finding(g, "possible fact other", fmt.Sprintf("shown as possibly about %s (of %s); the label says %s", f.Key, refString(r), want))
				}
			}
			if f, ok := factOn(facts[g.Meeting], lines, g.Line, false); ok {
				factsUsed[Ref{g.Meeting, f.Line}] = true
				c.Facts++
				r, known := rootOf(f.Key)
				want := "new"
				if restated {
					want = "the task of " + refString(g.Gold.Ref)
				}
				if restated && known && r == g.Gold.Ref {
					c.FactsCorrect++
					finding(g, "status fact", fmt.Sprintf("not found as an action; a status fact (%s) on the line reports on %s, %s", cmp.Or(string(f.Status), "no status"), f.Key, f.Evidence))
				} else {
					c.FactsFalse++
					finding(g, "false fact", fmt.Sprintf("a status fact on the line reports on %s (of %s); the label says %s", f.Key, refString(r), want))
				}
			}

			// Every label the extraction missed, new or restated, with
			// what it read nearest: a misread line shows as a neighbour
			// read wrong (an owner taken from a heading), a line not read
			// as nothing near.
			detail := "the extraction found no action on this line; " + nearest(outs[g.Meeting], g.Line)
			if a := askedOn(asks[g.Meeting], lineOf(bodies[g.Meeting], g.Line)); a != "" {
				detail += "; " + a
			}
			if restated {
				detail += "; a restatement of " + refString(g.Gold.Ref) + ", " + wording + "; " + chainTask(s, byRef, g)
			}
			finding(g, "not found", detail)
			if restated {
				c.MissedBy[MissNotFound]++
			}
			continue
		}
		c.Found++
		shownTo := map[string]bool{}
		var wrong []string
		for _, p := range oc.possible {
			if shownTo[p] {
				continue
			}
			shownTo[p] = true
			c.ShownLinks++
			if r, ok := rootOf(p); ok && restated && r == g.Gold.Ref {
				c.ShownRight++
			} else {
				wrong = append(wrong, p)
			}
		}
		if len(wrong) > 0 && !oc.held && oc.linked == "" {
			// A filed action shown other tasks than its own: noise a
			// person dismisses (held ones say so in their finding).
			want := "new"
			if restated {
				want = "the task of " + refString(g.Gold.Ref)
			}
			finding(g, "shown other", fmt.Sprintf("filed, shown as possibly %s (%s); the label says %s; read as owner %q, title %q", strings.Join(wrong, ", "), oc.evidence, want, oc.owner, oc.title))
		}
		switch {
		case oc.linked != "":
			c.Links++
			r, ok := rootOf(oc.linked)
			if restated && ok && r == g.Gold.Ref {
				c.Correct++
				if g.Status != nil {
					c.StatusLabelled++
					if oc.status == *g.Status {
						c.StatusRight++
					} else {
						finding(g, "wrong status", fmt.Sprintf("linked right, status %q; the label says %q", cmp.Or(oc.status, "none"), *g.Status))
					}
				}
				if wording == WordingEqual || wording == WordingNested {
					c.CorrectWorded++
				}
				break
			}
			c.FalseMerges++
			if restated {
				c.MissedBy[MissWrongTask]++
			}
			if g.NearMiss != nil {
				c.NearMissMerges++
			}
			want := "new"
			if restated {
				want = "the task of " + refString(g.Gold.Ref)
			}
			finding(g, "false merge", fmt.Sprintf("linked to %s (of %s); the label says %s", oc.linked, refString(r), want))
		case oc.held:
			c.Held++
			c.HeldBy[oc.holdBy]++
			for _, sg := range holdSignals(oc.why) {
				c.HeldSignals[sg]++
				if restated {
					c.HeldSignalsRestated[sg]++
				}
				if strings.TrimSpace(deref(g.Owner)) != "" {
					c.HeldSignalsOwned[sg]++
				}
			}
			detail := fmt.Sprintf("held for a person (%s): %s", oc.holdBy, oc.why)
			if restated {
				detail += "; a restatement of " + refString(g.Gold.Ref) + ", " + wording + "; " + earlierRead(byRef[g.Gold.Ref])
				c.MissedBy[MissHeld+oc.holdBy]++
			}
			if len(oc.possible) > 0 {
				right := false
				for _, p := range oc.possible {
					if r, ok := rootOf(p); ok && restated && r == g.Gold.Ref {
						right = true
					}
				}
				switch {
				case right:
					c.HeldShown++
					detail += "; shown as possibly " + refString(g.Gold.Ref) + " (" + oc.evidence + ")"
				case restated:
					c.HeldShownWrong++
					detail += "; shown as possibly another task: " + strings.Join(oc.possible, ", ") + " (" + oc.evidence + ")"
				default:
					c.HeldNewShown++
					detail += "; shown as possibly " + strings.Join(oc.possible, ", ") + " (" + oc.evidence + ")"
				}
			}
			finding(g, "held", detail)
		case restated:
			shown := false
			for _, p := range oc.possible {
				if r, ok := rootOf(p); ok && r == g.Gold.Ref {
					shown = true
				}
			}
			earlier := byLabel[g.Gold.Ref]
			switch {
			case shown:
				c.Shown++
				c.MissedBy[MissShown]++
				finding(g, "missed link", "filed as a new task, shown as possibly "+refString(g.Gold.Ref)+" ("+oc.evidence+"), "+wording)
				continue
			case !strings.EqualFold(strings.TrimSpace(deref(g.Owner)), strings.TrimSpace(deref(earlier.Owner))):
				c.MissedBy[MissOwnerDiffers]++
				wording += fmt.Sprintf("; owner %q, the earlier action's %q", deref(g.Owner), deref(earlier.Owner))
			case wording == WordingEqual || wording == WordingNested:
				c.MissedBy[MissWorded]++
			case wording == WordingOverlap:
				c.MissedBy[MissParaphrase]++
			default:
				c.MissedBy[MissDisjoint]++
			}
			finding(g, "missed link", fmt.Sprintf("filed as a new task; the label says it restates %s, %s; read as owner %q, title %q; %s", refString(g.Gold.Ref), wording, oc.owner, oc.title, earlierRead(byRef[g.Gold.Ref])))
		}
	}
	for i := 1; i < len(outs); i++ {
		for _, oc := range outs[i] {
			if !oc.used && oc.linked != "" {
				c.Unlabelled++
			}
		}
		for _, f := range facts[i] {
			switch {
			case factsUsed[Ref{i, f.Line}]:
			case f.Possible:
				c.FactsShownUnlabelled++
			default:
				c.FactsUnlabelled++
			}
		}
	}
	return c, fs, nil
}

// earlierRead says what became of a restatement's earlier action: how
// the extraction read it and whether it was filed, held or linked — a
// link missed because the earlier task was read otherwise is an
// extraction miss, not the linker's.
func earlierRead(oc *outcome) string {
	switch {
	case oc == nil:
		return "the earlier action was not found"
	case oc.linked != "":
		return fmt.Sprintf("the earlier action was linked to %s (owner %q, title %q)", oc.linked, oc.owner, oc.title)
	case oc.held:
		return fmt.Sprintf("the earlier action was held (%s), owner %q, title %q", oc.holdBy, oc.owner, oc.title)
	}
	return fmt.Sprintf("the earlier action was filed: owner %q, title %q", oc.owner, oc.title)
}

// nearDistance bounds how far from a missed label the finding looks for
// what the extraction read.
const nearDistance = 3

// nearest says what the extraction read closest to line (within
// nearDistance lines): its line, owner and title, and whether that read
// was taken by another label.
func nearest(outs []*outcome, line int) string {
	var best *outcome
	for _, oc := range outs {
		d := oc.line - line
		if d < 0 {
			d = -d
		}
		if d > nearDistance || best != nil && d >= abs(best.line-line) {
			continue
		}
		best = oc
	}
	if best == nil {
		return fmt.Sprintf("nothing read within %d lines", nearDistance)
	}
	taken := ""
	if best.gold != nil {
		taken = fmt.Sprintf(", taken by the label of line %d", best.gold.Line)
	}
	return fmt.Sprintf("nearest read: line %d, owner %q, title %q%s", best.line, best.owner, best.title, taken)
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

func refString(r Ref) string { return fmt.Sprintf("meeting %d line %d", r.Meeting, r.Line) }

// root is the chain's first action: the label links to it; a line that
// repeats a new task of its own meeting is of that line's chain.
func root(dups map[Ref]Ref, g Action) Ref {
	if !g.Gold.New {
		return g.Gold.Ref
	}
	r := Ref{g.Meeting, g.Line}
	if d, ok := dups[r]; ok {
		return d
	}
	return r
}

// take finds the unused outcome on line, or (near) one line away.
func take(outs []*outcome, line int, near bool) *outcome {
	ds := []int{0}
	if near {
		ds = []int{-1, 1}
	}
	for _, d := range ds {
		for _, oc := range outs {
			if !oc.used && oc.line == line+d {
				oc.used = true
				return oc
			}
		}
	}
	return nil
}

// outcomesOf reads a registration: each plan action filed or held, each
// restatement linked, each possible link shown.
func outcomesOf(r app.Registration) []*outcome {
	state := map[string]ledger.State{}
	why := map[string]string{}
	for _, k := range r.Status {
		state[k.Execution.Key.String()] = k.Execution.State
		why[k.Execution.Key.String()] = k.Execution.Reason
	}
	byLine := map[int]*outcome{}
	get := func(line int) *outcome {
		if byLine[line] == nil {
			byLine[line] = &outcome{line: line}
		}
		return byLine[line]
	}
	var out []*outcome
	for _, act := range r.Plan.Actions {
		oc := &outcome{line: act.SourceLine, key: act.BusinessKey, title: act.Title, owner: act.Assignee}
		if st, ok := state[act.BusinessKey]; !act.Ready() && !ok || st == ledger.NeedsHuman {
			oc.held, oc.why, oc.holdBy = true, act.Reason, holdOf(act)
			if r := why[act.BusinessKey]; r != "" {
				oc.why = r
			}
		} else {
			oc.filed = act.BusinessKey
		}
		if prev := byLine[act.SourceLine]; prev == nil {
			byLine[act.SourceLine] = oc
		} else {
			out = append(out, oc) // a second action on one line
		}
	}
	for _, l := range r.Restated {
		oc := get(l.Line)
		oc.linked, oc.status = l.Key, string(l.Status)
		if oc.title == "" {
			oc.title = l.Title
		}
	}
	for _, l := range r.Possible {
		oc := get(l.Line)
		oc.possible = append(oc.possible, l.Key)
		oc.evidence = l.Evidence
	}
	for _, oc := range byLine {
		out = append(out, oc)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].line < out[j].line })
	return out
}

// holdOf is what a held action asks: the extraction's first question
// (R1) when the plan held it, else the linker's (a ready action the
// linker held as possibly, or restating, an earlier task).
func holdOf(act extract.Action) string {
	if act.Ready() {
		return HoldContinuity
	}
	for _, q := range []extract.Question{extract.QuestionOwner, extract.QuestionDue, extract.QuestionPossible} {
		if slices.Contains(act.Questions, q) {
			return string(q)
		}
	}
	return HoldOther
}

// How a restatement's labelled line words its earlier action's
// deliverable (series.Of of both labelled titles).
const (
	WordingEqual    = "the same words"
	WordingNested   = "one title containing the other"
	WordingOverlap  = "some words shared (a paraphrase)"
	WordingDisjoint = "no word shared (a paraphrase)"
)

func wordingOf(later, earlier string) string {
	a, b := series.Of(later), series.Of(earlier)
	switch {
	case len(a.Terms) > 0 && a.Signature() == b.Signature():
		return WordingEqual
	case len(a.Terms) > 0 && len(b.Terms) > 0 && (subset(a.Terms, b.Terms) || subset(b.Terms, a.Terms)):
		return WordingNested
	}
	for _, t := range a.Terms {
		if slices.Contains(b.Terms, t) {
			return WordingOverlap
		}
	}
	return WordingDisjoint
}

func subset(small, big []string) bool {
	for _, t := range small {
		if !slices.Contains(big, t) {
			return false
		}
	}
	return true
}

var reNotComponent = regexp.MustCompile(`[^A-Za-z0-9_.-]+`)

func projectOf(id string) string {
	p := reNotComponent.ReplaceAllString(id, "-")
	if len(p) > 60 {
		p = p[:60]
	}
	if p == "" {
		p = "series"
	}
	return p
}

// factOn is the status fact read on line, or on the first line of the
// item line is part of (a wrapped item is read as one line): one that
// counts, or (possible) one only possibly about its task.
func factOn(fs []series.StatusFact, lines []string, line int, possible bool) (series.StatusFact, bool) {
	start := line - 1
	for start > 0 && start < len(lines) && continuation(lines[start]) && !blank(lines[start-1]) && !heading(lines[start-1]) {
		start--
	}
	for _, f := range fs {
		if f.Possible == possible && (f.Line == line || f.Line == start+1) {
			return f, true
		}
	}
	return series.StatusFact{}, false
}

// chainTask says whether the chain a missed restatement belongs to has a
// task filed before its meeting: without one no status fact can report on
// it (nothing open to name).
func chainTask(s Series, byRef map[Ref]*outcome, g Action) string {
	held := false
	for _, e := range s.Actions {
		if e.Meeting >= g.Meeting || root(nil, e) != g.Gold.Ref {
			continue
		}
		oc := byRef[Ref{e.Meeting, e.Line}]
		switch {
		case oc == nil:
		case oc.filed != "" && !oc.held || oc.linked != "":
			return fmt.Sprintf("the chain has a task (%s, %s)", refString(Ref{e.Meeting, e.Line}), cmp.Or(oc.linked, oc.filed))
		case oc.held:
			held = true
		}
	}
	if held {
		return "the chain's earlier actions were held, none filed"
	}
	return "no earlier action of the chain was found"
}
