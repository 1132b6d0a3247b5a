package series

import (
	"context"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/ledger"
)

// DoneAndNew reads a line that reports one piece of work done and takes
// new work in a later clause ("Dana: finished the Q3 report, will now
// start the Q4 report", "서연: 3분기 보고서 완료, 이제 4분기 보고서 작성
// 예정"): done is the report (its owner's label off), next the title of
// the new work alone ("Start the Q4 report", "4분기 보고서 작성"). A line
// whose finish is only planned ("will be done by Friday"), or whose plan
// names nothing but when, is no such line.
func DoneAndNew(line string) (done, next string, ok bool) {
	line = strings.TrimSpace(reBullet.ReplaceAllString(line, ""))
	clauses := reClauseSep.Split(line, -1)
	for i := 0; i+1 < len(clauses); i++ {
		c := strings.TrimSpace(clauses[i])
		if c == "" || reFutureWork.MatchString(c) || StatusOf(c) != StatusDone {
			continue
		}
		rest := strings.TrimSpace(strings.Join(clauses[i+1:], ", "))
		if !reFutureWork.MatchString(clauses[i+1]) {
			return "", "", false
		}
		next = planTitle(rest)
		done = strings.TrimSpace(strings.Join(clauses[:i+1], ", "))
		if _, after, found := strings.Cut(done, ":"); found && utf8.RuneCountInString(done)-utf8.RuneCountInString(after) <= 24 {
			// "Dana: finished …": the owner's label is the line's, not the
			// work's.
			done = strings.TrimSpace(after)
		}
		// The plan must name work of its own beside the report: a name or
		// number the report lacks (Q4 beside Q3), or a verb of work with
		// its object ("write the release notes"); "will share it by
		// Friday" is a step of the reported work.
		dd, nd := Of(done), Of(next).without(timeUnits)
		if done == "" || len(nd.Terms) == 0 || StatusOf(next) == StatusDone || addsNoName(dd, nd) && !addsWork(dd, nd) {
			return "", "", false
		}
		return done, next, true
	}
	return "", "", false
}

var (
	// reDatePhrase: a date with the word that makes it a deadline
	// ("12월 11일까지", "by 2026-12-04", "(due 10/23)").
	reDatePhrase = regexp.MustCompile(`(?i)(?:\b(?:by|due|until|before)\s+)?(?:` + reDate.String() + `)\s*(?:까지|이전)?`)
	reBullet     = regexp.MustCompile(`^\s*(?:[-*+•]\s*)?(?:\[[ xX]?\]\s*)?`)
	// rePlanHead: the words that make a clause a plan, before its work
	// ("will now start …", "이제 …", "going to …").
	rePlanHead = regexp.MustCompile(`(?i)^(?:(?:i|we|he|she|they)\s+)?(?:will|shall|going\s+to|plans?\s+to|planning\s+to|now|then|next|이제|다음으로|그리고)[,:]?\s+`)
	// rePlanTail: the words that make a Korean clause a plan, after its
	// work ("… 작성 예정", "… 할 계획", "… 하기로 함").
	rePlanTail = regexp.MustCompile(`\s*(?:을|를)?\s*(?:할\s*)?(?:예정|계획)(?:임|입니다|이다)?\s*[.。]?$|\s*(?:하기로\s*(?:함|했음|했습니다)?|하겠습니다|할\s*것)\s*[.。]?$`)
)

// planTitle is the work a plan clause names, its plan words and due
// phrase off, its first letter a capital when it is a Latin one.
func planTitle(c string) string {
	c = strings.TrimSpace(reDueParen.ReplaceAllString(c, ""))
	// The due date is the action's, not its title's: "12월 11일까지 …",
	// "… by 2026-12-04", "… by Friday".
	c = reDueTail.ReplaceAllString(c, "")
	c = reDatePhrase.ReplaceAllString(c, " ")
	c = strings.Join(strings.Fields(c), " ")
	for {
		t := rePlanHead.ReplaceAllString(c, "")
		if t == c {
			break
		}
		c = t
	}
	c = strings.TrimSpace(rePlanTail.ReplaceAllString(c, ""))
	c = strings.TrimRight(c, " .。")
	if r, n := utf8.DecodeRuneInString(c); r < unicode.MaxASCII && unicode.IsLower(r) {
		c = string(unicode.ToUpper(r)) + c[n:]
	}
	return c
}

// doneAndNew links the done part of a line that also takes new work
// (DoneAndNew) to the open task it restates by the evidence rule — a
// restatement reporting it done — and leaves act as the new work alone
// (its title and line the plan clause's), to be matched and filed as any
// action. A done part that restates no task, or one that waits for a
// person, leaves act as it was: the guard on the whole line shows it.
func (l *Linker) doneAndNew(ctx context.Context, v *view, sc ledger.MeetingScope, s string, ap apart, act *extract.Action, add func(Link)) (bool, error) {
	done, next, ok := DoneAndNew(act.Evidence)
	if !ok {
		return false, nil
	}
	da := *act
	da.Title, da.Evidence, da.DueDate, da.Restates = done, done, "", extract.RestatesProgress
	d, err := l.decide(ctx, v, sc, s, da)
	if err != nil {
		return false, err
	}
	d = ap.honour(act.ActionID, d)
	if d.Verdict != Same || v.info[d.Task.Key] == nil || v.info[d.Task.Key].waiting() {
		return false, nil
	}
	t := v.info[d.Task.Key]
	add(Link{ActionID: act.ActionID, ActionKey: act.BusinessKey, Title: done, Line: act.SourceLine, Kind: string(ledger.LinkSame),
		Key: d.Task.Key, ExternalID: t.create.ExternalID, TaskTitle: d.Task.Title, Status: StatusDone, Evidence: d.Evidence, Why: d.Why, NewWork: next})
	asNewWork(act, done, next)
	return true, nil
}

// asNewWork makes act the new work alone: its title, and its line from
// the plan clause on.
func asNewWork(act *extract.Action, done, next string) {
	_, plan, _ := strings.Cut(act.Evidence, done)
	act.Title, act.Evidence = next, strings.TrimLeft(plan, " ,;:-–—")
}

// newWorkAgain is a filed or held action read again whose first read
// reported an earlier task done and took the new work (a same link of
// its own): the action is the new work again — the title it was filed
// under, not a title change — and the task it reported on is mentioned.
// It returns those reports, so that a rerun says what the first read
// said.
func (v *view) newWorkAgain(act *extract.Action, ls []ledger.SeriesLink, mentioned map[string]bool) []Link {
	var same []ledger.SeriesLink
	for _, sl := range ls {
		if sl.Kind == ledger.LinkSame {
			same = append(same, sl)
			mentioned[sl.Task.String()] = true
		}
	}
	if len(same) == 0 {
		return nil
	}
	done, next, ok := DoneAndNew(act.Evidence)
	if !ok {
		return nil
	}
	asNewWork(act, done, next)
	var out []Link
	for _, sl := range same {
		key := sl.Task.String()
		t, open := v.info[key]
		if !open {
			continue
		}
		out = append(out, Link{ActionID: act.ActionID, ActionKey: act.BusinessKey, Title: done, Line: sl.Line, Kind: string(ledger.LinkSame),
			Key: key, ExternalID: t.create.ExternalID, TaskTitle: v.title(key), Status: Status(sl.Status), Evidence: sl.Evidence, Why: sl.Why, NewWork: next})
	}
	return out
}
