package series

import (
	"cmp"
	"regexp"
	"strings"

	"github.com/axagent/axagent/ledger"
)

// reFutureWork is the one vocabulary of work still to come: a plan, a
// deadline, what is next ("will", "going to", "plan to", "up next", "now
// start …", "by Friday", "next week", "까지", "예정", "계획", "하기로",
// "할 것", "하겠", "이제 … 시작"). The guard on every same-task rule
// (newWork), a carry-over line's added work (carriesNewWork) and a
// progress report's line of work to come (reported) all read it.
var reFutureWork = regexp.MustCompile(`(?i)\b(?:will|going\s+to|plans?\s+to|planning\s+to|up\s+next|next|now\s+(?:start|begin|mov|turn|work|pick)\w*|by\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b|까지|예정|계획|하기로|할\s*것|하겠|이제`)

// reAlsoWork joins a second piece of work to the first ("… and the
// CONTRIBUTING guide", "… 및 법무팀 검토 요청").
var reAlsoWork = regexp.MustCompile(`(?i)\b(?:and|also|plus|then)\b|\s및\s|그리고`)

// reClauseSep sets a line's clauses apart: a comma, semicolon, dash
// between spaces, en/em dash, a sentence end.
var reClauseSep = regexp.MustCompile(`(?i)\s*[,;，、]\s*|\s+-{1,2}\s+|\s*[–—]+\s*|[.!。]\s+`)

// planClauses are the clauses of line that name work to come, or a
// second piece of work joined by "and", "also", "및", and that title does
// not say itself ("…, will now start the Q4 report" beside
// "Write the Q3 report"; "이제 4분기 보고서 작성 예정").
func planClauses(line, title string) []string {
	var out []string
	lt := strings.ToLower(title)
	for _, c := range reClauseSep.Split(line, -1) {
		c = strings.TrimSpace(c)
		if c == "" || strings.Contains(lt, strings.ToLower(c)) {
			continue
		}
		if reFutureWork.MatchString(c) {
			out = append(out, c)
			continue
		}
		// A second piece of work joined to the first ("… and the
		// CONTRIBUTING guide", "… 및 법무팀 검토 요청"), when the title
		// does not join them itself.
		if parts := reAlsoWork.Split(c, -1); len(parts) > 1 && !reAlsoWork.MatchString(title) {
			for _, p := range parts[1:] {
				if p = strings.TrimSpace(p); p != "" && !strings.Contains(lt, strings.ToLower(p)) {
					out = append(out, p)
				}
			}
		}
	}
	return out
}

// newWork: line a, matched to task i by a same-task rule, also names new
// work in a plan clause — a deliverable of its own (a name, number or
// period the task lacks: Q4 beside Q3; or a verb of work with its own
// object). "will finish it by Friday", "금요일까지 완료 예정" plan the
// task's own work and add none. A task the line names by its reference
// (refOnly) is that task whatever step it plans ("#650: Joseph will
// follow up with Arkell"): only a clause naming another reference is new
// work ("closed #12, will now start #13").
func (ix *Index) newWork(i int, a Action, refOnly bool) bool {
	line := cmp.Or(a.Text, a.Title)
	td := ix.delivs[i]
	names := actionNames(a)
	for _, c := range planClauses(line, ix.tasks[i].Title) {
		if refOnly && !namesOtherRef(c, ix.tasks[i].Title) {
			continue
		}
		cd := Of(c).without(names).without(timeUnits)
		if len(cd.Terms) == 0 || containsAll(td.Terms, cd.Terms) {
			continue
		}
		if !addsNoName(td, cd) || addsWork(td, cd) {
			return true
		}
	}
	return false
}

// guardNewWork is applied after every same-task rule: a line that
// restates a task and also takes new work is never swallowed by the link.
// It is filed as its own task and the link shown for a person
// (EvNewWork, over the evidence the rule gave).
func (ix *Index) guardNewWork(a Action, d Decision) Decision {
	if d.Verdict != Same {
		return d
	}
	i, ok := ix.find(d.Task.Key)
	if !ok || !ix.newWork(i, a, byReference[d.Why.Kind]) {
		return d
	}
	was := d.Why
	return ix.possible([]int{i}, ledger.LinkEvidence{Kind: EvNewWork, Of: &was, Task: d.Task.Key, Title: d.Task.Title})
}

// timeUnits say when, not what: "will share in a few hours", "ETA next
// week" plan the task's own work.
var timeUnits = []string{"eta", "hour", "minut", "day", "week", "month", "time", "moment", "later", "soon", "시간", "분", "일", "주", "나중", "곧"}

// byReference are the evidence kinds that name the task by its reference
// (or a verified claim): guardNewWork asks them for another reference.
var byReference = map[string]bool{EvReference: true, EvTitleReference: true, EvSameAs: true}

// namesOtherRef: clause c names a reference title does not.
func namesOtherRef(c, title string) bool {
	for _, r := range reRef.FindAllString(c, -1) {
		if !strings.Contains(strings.ToLower(title), strings.ToLower(r)) {
			return true
		}
	}
	return false
}
