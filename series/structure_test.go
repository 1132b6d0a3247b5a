package series

import (
	"context"
	"strings"
	"testing"

	"github.com/axagent/axagent/extract/doc"
)

// structureNotes are invented minutes whose statuses are written by their
// structure: headings, a parent item, checkboxes, strike-through, a
// table's status column, and notes under an item.
const structureNotes = `# Weekly sync

## Done
- Write the release notes

## In progress
- Migrate the build server
- Renew the certificate — blocked on legal

## Blocked
- Renew the TLS certificate

* Current work updates
  * Dana
    * Vendor contract draft
    * Budget review up next
    * No progress on the rollout plan

## 진행사항
- 결제 모듈 리팩터링
- 배포 스크립트 정리중
- 스테이징 서버 deploy중
- ` + "`/annotator/annotate`" + ` 목업 구현
- 결제 API 스켈레톤 작성
- 정산 화면 1차 구현
- 검색 기능 일부 구현
- 추천 모델 프로토타입 제작
- 운영 가이드 초안 작성
- 알림 서버 구현 시작
- 2차 회의록 정리 완료

## 다음 주 할 일
- 로그 수집기 설정

## Review action items
- [x] Book the venue
- [ ] Order the badges
- ~~Print the flyers~~
- Review the API doc
  - In progress.
- Draft the survey
  - Done, shared on Monday.
- Plan the offsite
  - eP: will be done next week
- Update the style guide
  - Lots of comments from the design team, some of them done already and many open

| Task | Owner | Status |
|---|---|---|
| Update the wiki | Dana | Done |
| Continue the migration | Omar | Blocked |

ACTION: Omar to update
the roadmap page
 * Done, merged yesterday

## Completed
- [ ] Clean the backlog
`

// TestStatusFromStructure: a restatement whose line states no status has
// the one its place in the notes gives; its own words win over a heading.
func TestStatusFromStructure(t *testing.T) {
	d, err := doc.Parse(context.Background(), []byte(structureNotes))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(structureNotes, "\n")
	for _, c := range []struct {
		line string
		want Status
	}{
		{"- Write the release notes", StatusDone},
		{"- Migrate the build server", StatusInProgress},
		{"- Renew the certificate — blocked on legal", StatusBlocked},
		{"- Renew the TLS certificate", StatusBlocked},
		{"    * Vendor contract draft", StatusInProgress},
		{"    * Budget review up next", StatusNone},
		{"    * No progress on the rollout plan", StatusNone},
		{"- 결제 모듈 리팩터링", StatusDone},
		{"- 배포 스크립트 정리중", StatusInProgress},
		{"- 스테이징 서버 deploy중", StatusInProgress},
		{"- `/annotator/annotate` 목업 구현", StatusInProgress},
		{"- 결제 API 스켈레톤 작성", StatusInProgress},
		{"- 정산 화면 1차 구현", StatusInProgress},
		{"- 검색 기능 일부 구현", StatusInProgress},
		{"- 추천 모델 프로토타입 제작", StatusInProgress},
		{"- 운영 가이드 초안 작성", StatusInProgress},
		{"- 알림 서버 구현 시작", StatusInProgress},
		{"- 2차 회의록 정리 완료", StatusDone},
		{"- 로그 수집기 설정", StatusNone},
		{"- [x] Book the venue", StatusDone},
		{"- [ ] Order the badges", StatusNone},
		{"- ~~Print the flyers~~", StatusDone},
		{"- Review the API doc", StatusInProgress},
		{"- Draft the survey", StatusDone},
		{"- Plan the offsite", StatusNone},
		{"- Update the style guide", StatusNone},
		{"| Update the wiki | Dana | Done |", StatusDone},
		{"| Continue the migration | Omar | Blocked |", StatusBlocked},
		{"ACTION: Omar to update", StatusDone},
		{"- [ ] Clean the backlog", StatusNone},
	} {
		n := lineOf(t, lines, c.line)
		if got := StatusAt(d, n, strings.TrimSpace(c.line), nil); got != c.want {
			t.Errorf("line %d %q: %q, want %q", n, c.line, got, c.want)
		}
	}
}

// lineOf is the 1-based number of the line equal to line.
func lineOf(t *testing.T, lines []string, line string) int {
	t.Helper()
	for i, l := range lines {
		if l == line {
			return i + 1
		}
	}
	t.Fatalf("no line %q", line)
	return 0
}

// continuationNotes: items filed under a label saying they carry on.
const continuationNotes = `## Action Items

***Dominik***
> ***Continuation***
> * add feedback to the roadmap items
> * Final review on the grids PR

### Carried over
- Draft the charter

### Next steps
- Write the grant report
`

// TestStatusFromContinuationLabel: items under "Continuation" or "Carried
// over" are work carried on (in progress); a to-do list stays none.
func TestStatusFromContinuationLabel(t *testing.T) {
	d, err := doc.Parse(context.Background(), []byte(continuationNotes))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(continuationNotes, "\n")
	for _, c := range []struct {
		line string
		want Status
	}{
		{"> * add feedback to the roadmap items", StatusInProgress},
		{"> * Final review on the grids PR", StatusInProgress},
		{"- Draft the charter", StatusInProgress},
		{"- Write the grant report", StatusNone},
	} {
		n := lineOf(t, lines, c.line)
		words := strings.TrimPrefix(strings.TrimPrefix(c.line, "> * "), "- ")
		if got := StatusAt(d, n, words, nil); got != c.want {
			t.Errorf("line %d %q: %q, want %q", n, c.line, got, c.want)
		}
	}
}

// blockedNotes: lines saying work goes on, with a note under them.
const blockedNotes = `## Review action items
- Keep reviewing PR 1000
    - waiting on refactor before adding the docs
- Continue the migration
    - blocked on legal
- Keep working on the parser
    - Done, merged Monday
- Still testing the installer
    - Ann will test it on Windows next week
`

// TestBlockedNoteUnderOngoingWork: a line saying work goes on with a
// note under it saying it waits is blocked; a note saying it is done or
// planning more does not change what the line says.
func TestBlockedNoteUnderOngoingWork(t *testing.T) {
	d, err := doc.Parse(context.Background(), []byte(blockedNotes))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(blockedNotes, "\n")
	for _, c := range []struct {
		line string
		want Status
	}{
		{"- Keep reviewing PR 1000", StatusBlocked},
		{"- Continue the migration", StatusBlocked},
		{"- Keep working on the parser", StatusInProgress},
		{"- Still testing the installer", StatusInProgress},
	} {
		n := lineOf(t, lines, c.line)
		if got := StatusAt(d, n, strings.TrimPrefix(c.line, "- "), nil); got != c.want {
			t.Errorf("line %d %q: %q, want %q", n, c.line, got, c.want)
		}
	}
}

// negatedNotes: a finish negated in a note, a status cell or a line.
const negatedNotes = `## Actions from last meeting
- Michael to suggest updated wording for participation guidelines
  - Still have not done this, rolling over
- Kim to share the license process
  - Done, shared on the list

| Task | Owner | Status |
|---|---|---|
| Update the wiki | Dana | Not done yet |
| Tag the release | Omar | Hasn't been done |
`

// TestNegatedFinishIsNoFinish: "not done", "have not done", "hasn't been
// done" say the work is not finished — in progress, not done — in a note
// under the item, in a status cell and in the status vocabulary itself.
func TestNegatedFinishIsNoFinish(t *testing.T) {
	d, err := doc.Parse(context.Background(), []byte(negatedNotes))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(negatedNotes, "\n")
	for _, c := range []struct {
		line string
		want Status
	}{
		{"- Michael to suggest updated wording for participation guidelines", StatusInProgress},
		{"- Kim to share the license process", StatusDone},
		{"| Update the wiki | Dana | Not done yet |", StatusInProgress},
		{"| Tag the release | Omar | Hasn't been done |", StatusInProgress},
	} {
		n := lineOf(t, lines, c.line)
		if got := StatusAt(d, n, strings.TrimPrefix(c.line, "- "), nil); got != c.want {
			t.Errorf("line %d %q: %q, want %q", n, c.line, got, c.want)
		}
	}
	for _, c := range []struct {
		text string
		want Status
	}{
		{"haven't done it yet", StatusInProgress},
		{"not yet done; waiting on Ann", StatusBlocked},
		{"done", StatusDone},
	} {
		if got := StatusOf(c.text); got != c.want {
			t.Errorf("StatusOf(%q) = %q, want %q", c.text, got, c.want)
		}
	}
}

// TestStatusAskedUnblockedOrInPieces: a status word in a question says
// nothing ("Done?"); a block said to be gone is work that moves; a piece
// finished while the rest goes on or waits ("part 1 done, part 2
// ongoing", "done but needs review") is the task under way; "nothing done
// yet", "not closed" are no finish; "could be done next week" is a plan.
func TestStatusAskedUnblockedOrInPieces(t *testing.T) {
	for _, c := range []struct {
		text       string
		want, note Status
	}{
		{"Done?", StatusNone, StatusNone},
		{"Is this finished?", StatusNone, StatusNone},
		{"no longer blocked", StatusInProgress, StatusInProgress},
		{"not stuck anymore", StatusInProgress, StatusInProgress},
		{"Done with part 1, part 2 ongoing", StatusInProgress, StatusInProgress},
		{"first draft done, review ongoing", StatusInProgress, StatusInProgress},
		{"Done but needs review", StatusInProgress, StatusInProgress},
		{"nothing done yet", StatusInProgress, StatusInProgress},
		{"not closed", StatusInProgress, StatusInProgress},
		{"could be done next week", StatusInProgress, StatusNone},
		{"Done, merged Monday", StatusDone, StatusDone},
		{"blocked on legal", StatusBlocked, StatusBlocked},
	} {
		if got := StatusOf(c.text); got != c.want {
			t.Errorf("StatusOf(%q) = %q, want %q", c.text, got, c.want)
		}
		if got := noteStatus(c.text); got != c.note {
			t.Errorf("noteStatus(%q) = %q, want %q", c.text, got, c.note)
		}
	}
}

// linkedLabelNotes: status labels over a list that close on a link to
// where the items are tracked.
const linkedLabelNotes = `## Notes

* Done (https://tracker.example.org/milestone/7?closed=1)
  * [Rotate the signing key](https://tracker.example.org/issues/41)
* Work in progress [board](https://tracker.example.org/milestone/8)
  * [Move the wiki to the new host](https://tracker.example.org/issues/52)
* Blocked <https://tracker.example.org/label/blocked>
  * [Renew the mirror contract](https://tracker.example.org/issues/60)
* [Plan the next release](https://tracker.example.org/issues/63)
  * [Draft the release checklist](https://tracker.example.org/issues/64)
`

// TestStatusUnderALinkedLabel: "Done (https://…/milestone/7)" is the label
// "Done" with a link to where its items are tracked: the items under it
// are done, under "Work in progress [board](…)" in progress, under
// "Blocked <…>" blocked. An item that is itself a link names no status.
func TestStatusUnderALinkedLabel(t *testing.T) {
	d, err := doc.Parse(context.Background(), []byte(linkedLabelNotes))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(linkedLabelNotes, "\n")
	for _, c := range []struct {
		line string
		want Status
	}{
		{"  * [Rotate the signing key](https://tracker.example.org/issues/41)", StatusDone},
		{"  * [Move the wiki to the new host](https://tracker.example.org/issues/52)", StatusInProgress},
		{"  * [Renew the mirror contract](https://tracker.example.org/issues/60)", StatusBlocked},
		{"  * [Draft the release checklist](https://tracker.example.org/issues/64)", StatusNone},
	} {
		n := lineOf(t, lines, c.line)
		words := strings.TrimPrefix(c.line, "  * ")
		if got := StatusAt(d, n, words, nil); got != c.want {
			t.Errorf("line %d %q: %q, want %q", n, c.line, got, c.want)
		}
	}
}
