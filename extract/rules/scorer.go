package rules

// The line scorer's features (issue 28): what a line of any team's
// minutes says about being an action — where it sits (an item, a
// checkbox, under a future-work heading or label, a table row), who it
// names, its modality and tense, a deadline, its length — and the
// commitment signals the rules read. scripts/scorer learns a logistic
// model over them from the dev split and measures, by source-grouped
// cross-validation, whether it finds what the rules miss on teams it was
// not trained on. The extractor reads it through scored.go, whose
// embedded thresholds promote and flag nothing today (see scripts/scorer
// for why).

import (
	"context"
	"math"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// Unit is one line the scorer reads: its features, and what the rules
// made of it.
type Unit struct {
	Line     int
	Text     string
	Features []string
	// Owner is the person the line names (its first person signal), the
	// owner it gets if promoted.
	Owner string
	// Extracted: the rules extracted it; Possible: the rules report it
	// as a possible action.
	Extracted, Possible bool
}

// Units reads the lines of in's notes the scorer can score (items,
// paragraphs, headings, table rows) with their features. It is what the
// training tool learns from; the extractor computes the same features.
func Units(ctx context.Context, in extract.Input) ([]Unit, error) {
	cands, err := parseWith(ctx, in.Notes, in.Roster, in.Transcript, in.RestatesOpenTask)
	if err != nil {
		return nil, err
	}
	poss, err := possibleWith(ctx, in, cands, false, trainedScorer{})
	if err != nil {
		return nil, err
	}
	d, err := doc.Parse(ctx, in.Notes)
	if err != nil {
		return nil, err
	}
	// (koprosecell.go) as parse reads them.
	koProseFieldRows(d)
	p := newParser(d, in.Roster, in.Transcript)
	taken, flagged := map[int]bool{}, map[int]bool{}
	for _, c := range cands {
		taken[c.Line] = true
	}
	for _, pa := range poss {
		flagged[pa.Line] = true
	}
	var out []Unit
	for i, n := range d.Nodes {
		if i%1024 == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		f, owner, ok := p.unitFeatures(i)
		if !ok {
			continue
		}
		out = append(out, Unit{Line: n.Line, Text: strings.TrimSpace(n.Raw), Features: f, Owner: owner, Extracted: taken[n.Line], Possible: flagged[n.Line]})
	}
	return out, nil
}

// Weights is a trained scorer: a bias and a weight per feature.
type Weights struct {
	Bias float64
	W    map[string]float64
}

// Score is the probability the weights give a line with features f of
// being an action.
func (w Weights) Score(f []string) float64 {
	z := w.Bias
	for _, x := range f {
		z += w.W[x]
	}
	return 1 / (1 + math.Exp(-z))
}

var (
	reModalWill   = regexp.MustCompile(`(?i)\b(?:will|shall)\s+\p{L}|\p{L}['’]ll\s`)
	reModalShould = regexp.MustCompile(`(?i)\b(?:should|must|ought\s+to)\b`)
	reModalNeed   = regexp.MustCompile(`(?i)\b(?:needs?\s+to|have\s+to|has\s+to|going\s+to|plans?\s+to|agreed\s+to|volunteered\s+to|offered\s+to)\b`)
	reNameModal   = regexp.MustCompile(`^@?[\p{Lu}][\p{L}.'’-]*(?:\s+(?:and|&|/)\s+@?[\p{Lu}][\p{L}.'’-]*)?\s+(?:will|to|should|needs?\s+to|is\s+going\s+to|plans?\s+to|agreed\s+to|can)\s`)
	reToVerb      = regexp.MustCompile(`(?i)\bto\s+(\p{L}+)`)
	rePastWord    = regexp.MustCompile(`(?i)\b(?:was|were|did|had|has\s+been|have\s+been|discussed|presented|mentioned|noted|said|agreed|decided|shared|talked|showed|explained|reported)\b`)
	reEdFirst     = regexp.MustCompile(`(?i)^\p{L}+ed\b`)
	reURL         = regexp.MustCompile(`https?://`)
	reLeadNumber  = regexp.MustCompile(`^[\d(]`)
	reWeWill      = regexp.MustCompile(`(?i)^(?:we|we['’]ll|let['’]s|let\s+us)\b`)
	reIWill       = regexp.MustCompile(`(?i)^(?:i|i['’]ll|i['’]m)\b`)
	reDecisionKW  = regexp.MustCompile(`(?i)\b(?:decided|decision|agreed|consensus|resolved|approved)\b`)
	reTrailDash   = regexp.MustCompile(`\s[-–—]\s*@?[\p{Lu}\p{Hangul}][\p{L}.'’-]*(?:\s*[,&/]\s*@?[\p{Lu}\p{Hangul}][\p{L}.'’-]*)*\s*[.]?$`)
)

// koWords are Korean markers of plan, request, ownership and report.
var koWords = []string{"예정", "하기", "까지", "담당", "할 것", "할것", "해야", "하기로", "완료", "님", "요청", "진행", "확인", "공유", "부탁", "계획", "논의", "결정", "필요", "준비", "검토", "작성", "정리"}

// unitFeatures lists the features of node i, the owner it names, and
// whether it is a line the scorer reads at all.
func (p *parser) unitFeatures(i int) (f []string, owner string, ok bool) {
	n := p.d.Nodes[i]
	kind := ""
	switch n.Kind {
	case doc.ListItem:
		kind = "li"
	case doc.Paragraph:
		kind = "para"
	case doc.Heading:
		kind = "head"
	case doc.TableRow:
		if n.HeaderRow {
			return nil, "", false
		}
		kind = "row"
	default:
		return nil, "", false
	}
	text := n.Text
	if n.Kind == doc.TableRow {
		text = joinCells(n.Cells, -1)
	}
	text = cutUTF8(text, maxItemBytes)
	plain := strings.TrimSpace(strings.TrimLeft(stripInline(text), "*_ "))
	if plain == "" {
		return nil, "", false
	}
	add := func(s string) { f = append(f, s) }
	add("kind=" + kind)
	if n.Kind == doc.Heading && n.Level >= 7 {
		add("kind=pseudo-head")
	}
	if n.Kind == doc.ListItem {
		depth := 0
		for j := n.Parent; j >= 0 && depth < 3; j = p.d.Nodes[j].Parent {
			depth++
		}
		add("depth=" + string(rune('0'+min(depth, 2))))
		if p.hasChildren(i) {
			add("has-children")
		}
	}
	switch n.Checkbox {
	case ' ':
		add("checkbox=open")
	case 0:
	default:
		add("checkbox=done")
	}
	if n.Kind == doc.Paragraph && n.Cont {
		add("continues")
	}
	// Where the line sits.
	si := p.section(n.Section)
	if n.Kind == doc.Heading && n.Section != nil && n.Section.Line == n.Line {
		si = p.section(n.Section.Parent)
	}
	secFeat := []struct {
		on   bool
		name string
	}{{si.action, "sec=action"}, {si.nonAction, "sec=non-action"}, {si.decision, "sec=decision"}, {si.report, "sec=report"},
		{si.summary, "sec=summary"}, {si.carryOver, "sec=carry-over"}, {si.labelled, "sec=labelled"}, {si.owner != "", "sec=owner"},
		{si.due != "" || si.horizon != "", "sec=due"}}
	anySec := false
	for _, s := range secFeat {
		if s.on {
			add(s.name)
			anySec = true
		}
	}
	if !anySec {
		add("sec=plain")
	}
	sig := p.signals(i)
	if sig == nil {
		add("sig=none")
	}
	ctxSeen := false
	for _, s := range sig {
		switch s.Kind {
		case extract.SignalForm:
			add("form=" + s.Value)
		case extract.SignalContext:
			ctxSeen = true
		}
		add("sig=" + s.Kind)
		if s.Kind == extract.SignalPerson && owner == "" {
			owner = strings.TrimSpace(strings.TrimSuffix(s.Value, "(speaking)"))
		}
	}
	if !ctxSeen && sig == nil {
		// The context of a line the signals drop still tells.
		p.contextSignals(i, func(kind, v string) {
			if kind == extract.SignalContext && !ctxSeen {
				ctxSeen = true
				add("ctx=future")
			}
		})
	}
	if sig != nil && possible(sig) {
		add("rules=possible-signals")
		if p.quietPossible(i, sig) {
			add("rules=quiet")
		}
	}
	// Who it names.
	if strings.Contains(plain, "@") && reHandle.MatchString(plain) {
		add("person=@handle")
	}
	if m := reSpeakerPrefix.FindStringSubmatch(plain); m != nil {
		add("person=name-colon")
		if p.allPeople([]string{m[1]}, true) {
			add("person=known-colon")
		}
	}
	if reNameModal.MatchString(plain) {
		add("person=name-modal")
		if w := strings.Fields(plain)[0]; p.allPeople([]string{strings.Trim(w, "@*_[]")}, true) {
			add("person=known-modal")
		}
	}
	if m := reParenOwner.FindStringSubmatch(plain); m != nil {
		add("person=paren")
		if p.allPeople(splitOwners(m[2]), true) {
			add("person=known-paren")
		}
	}
	if reTrailDash.MatchString(plain) {
		add("person=trail-dash")
	}
	if w := strings.Trim(firstWord(plain), "*_[]@,:"); w != "" && p.allPeople([]string{w}, true) {
		add("person=known-first")
	}
	if n.Parent >= 0 && p.personItem(n) {
		add("parent=person")
	}
	// Modality and tense.
	low := strings.ToLower(plain)
	first := strings.ToLower(strings.Trim(firstWord(low), "*_~,.:"))
	if enImperatives[first] {
		add("verb=imperative")
	} else if enImperativesMore[first] {
		add("verb=imperative-more")
	}
	if reModalWill.MatchString(plain) {
		add("modal=will")
	}
	if reModalShould.MatchString(plain) {
		add("modal=should")
	}
	if reModalNeed.MatchString(plain) {
		add("modal=need")
	}
	for _, m := range reToVerb.FindAllStringSubmatch(low, 4) {
		if enImperatives[m[1]] || enImperativesMore[m[1]] {
			add("modal=to-verb")
			break
		}
	}
	if strings.Contains(low, "please") {
		add("modal=please")
	}
	if reWeWill.MatchString(low) {
		add("subject=we")
	}
	if reIWill.MatchString(low) {
		add("subject=i")
	}
	if rePastWord.MatchString(low) || reEdFirst.MatchString(low) {
		add("tense=past")
	}
	if reEnDone.MatchString(low) || reKoDone.MatchString(tail(plain, 32)) {
		add("tense=done")
	}
	if reDecisionKW.MatchString(low) {
		add("decision-word")
	}
	if isQuestion(plain) {
		add("question")
	}
	if _, due := cutDue(plain); due != "" || dueExtra(plain) != "" {
		add("due")
	}
	if reTodoMark.MatchString(plain) {
		add("todo-mark")
	}
	if reTopicNoun.MatchString(low) {
		add("topic-noun")
	}
	if utf8.RuneCountInString(plain) > 80 {
		// Prose: does one of its sentences commit someone?
		if sent := p.committingSentence(plain, n); sent != "" {
			add("sentence=" + p.formSignal(sent, n))
		}
	}
	if reURL.MatchString(text) {
		add("url")
	}
	if reLeadNumber.MatchString(plain) {
		add("lead-number")
	}
	if strings.HasSuffix(plain, ":") || strings.HasSuffix(plain, "：") {
		add("ends-colon")
	}
	if extract.HasHangul(plain) {
		add("lang=ko")
		if koPast(plain) {
			add("ko=past")
		}
		for _, w := range koWords {
			if strings.Contains(plain, w) {
				add("ko=" + w)
			}
		}
	}
	words := len(strings.FieldsFunc(plain, func(r rune) bool { return unicode.IsSpace(r) }))
	switch {
	case words <= 3:
		add("len=1-3")
	case words <= 8:
		add("len=4-8")
	case words <= 15:
		add("len=9-15")
	case words <= 30:
		add("len=16-30")
	default:
		add("len=31+")
	}
	if utf8.RuneCountInString(plain) > maxSignalLine {
		add("long")
	}
	// Where the line sits, crossed with what it says: a linear model
	// cannot read "an imperative under Next steps" from the two apart.
	if si.action || ctxSeen {
		base := len(f)
		for _, x := range f[:base] {
			switch {
			case strings.HasPrefix(x, "verb="), strings.HasPrefix(x, "modal="), strings.HasPrefix(x, "person="),
				x == "due", x == "tense=past", x == "kind=li", x == "kind=para", x == "question", x == "sig=none":
				f = append(f, "future&"+x)
			}
		}
	}
	return f, owner, true
}
