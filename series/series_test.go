package series

import (
	"fmt"
	"strings"
	"testing"
)

// pair is an open task and a later action by the same person (unless
// owner says otherwise), with the verdict the evidence supports.
type pair struct {
	name    string
	earlier string
	later   string
	kind    Kind
	owner   string // later action's assignee; default 민서 (the task's)
	want    Verdict
}

// Written for these tests (no corpus lines). The adversarial pairs are
// the issue's: different deliverables that share most of their words.
var pairs = []pair{
	// Different deliverables: never the same, nothing to confirm.
	{"period Q3/Q4", "Write the Q3 budget report", "Write the Q4 budget report", Plain, "", New},
	{"period 3분기/4분기", "3분기 예산 보고서 작성", "4분기 예산 보고서 작성", Plain, "", New},
	{"month 9월/10월", "9월 정산 보고서 작성", "10월 정산 보고서 작성", Plain, "", New},
	{"ordinal 1차/2차", "물류 계약서 1차 초안 작성", "물류 계약서 2차 초안 작성", Plain, "", New},
	{"number PR 1234/1250", "Review PR 1234", "Review PR 1250", Plain, "", New},
	{"version v1/v2", "Publish the v1 release notes", "Publish the v2 release notes", Plain, "", New},
	{"numbered 검토 1/2", "시장 조사 보고서 검토 1", "시장 조사 보고서 검토 2", Plain, "", New},
	{"entity A/B ko", "고객사 A 견적서 발송", "고객사 B 견적서 발송", Plain, "", New},
	{"entity A사/B사", "A사 견적서 검토", "B사 견적서 검토", Plain, "", New},
	{"entity client A/B", "Send the quote to client A", "Send the quote to client B", Plain, "", New},
	{"platform iOS/Android", "iOS 앱 로그인 버그 수정", "Android 앱 로그인 버그 수정", Plain, "", New},
	{"host api./www. ko", "api.example.com 인증서 갱신", "www.example.com 인증서 갱신", Plain, "", New},
	{"host api./www. en", "Renew the api.example.com certificate", "Renew the www.example.com certificate", Plain, "", New},
	{"object flights/hotel", "Book flights to Tokyo", "Book a hotel in Tokyo", Plain, "", New},
	{"object 회신 확인/후보 목록", "공급사 납기 회신 확인", "신규 공급사 후보 목록 정리", Plain, "", New},
	// Another person's task with the same words: never linked, shown
	// (handed over, or each person's own copy?).
	{"another person", "고객 공지문 작성", "고객 공지문 작성", Plain, "지훈", Possible},
	// Another name in a list of earlier items: two names are two people
	// (shown); a handle there with the same words is that task (linked,
	// carriedowner_test.go).
	{"another person, carry-over", "고객 공지문 작성", "고객 공지문 작성", CarryOver, "지훈", Possible},
	{"period, restated as progress", "Write the Q3 budget report", "still working on the Q4 budget report", Progress, "", New},

	// Restatements: the same deliverable once status words, dates,
	// checkbox marks and inflections are gone.
	{"status word ko", "공급사 납기 회신 확인", "공급사 납기 회신 확인 — 진행 중", Plain, "", Same},
	{"particles and 다시", "공급사 납기 회신 확인", "공급사의 납기 회신을 다시 확인", Plain, "", Same},
	{"checkbox and due", "물류 계약서 초안 검토", "[ ] 물류 계약서 초안 검토 (기한: 9/25)", Plain, "", Same},
	{"spacing of a compound", "예산보고서 작성", "예산 보고서 작성 계속", Plain, "", Same},
	{"WIP and due en", "Write the Q3 budget report", "WIP: write the Q3 budget report (due 10/9)", Plain, "", Same},
	{"inflection en", "update the onboarding guide", "onboarding guide updated — in progress", Plain, "", Same},
	{"progress line by part of the title", "Write the Q3 budget report", "still working on the Q3 budget report", Progress, "", Same},
	{"follow up, carry-over", "send the vendor contract draft", "follow up on vendor contract draft", CarryOver, "", Same},
	{"작업 중 progress", "결제 모듈 리팩터링", "결제 모듈 리팩터링 작업 중", Progress, "", Same},

	// Korean particles and endings written onto a Latin word, and
	// degree words ("완전", "fully").
	{"particle on a Latin word", "AWS에 deploy중", "AWS에 deploy 완료", Progress, "", Same},
	{"ending on a Latin word", "main color Select하기", "main color select", Plain, "", Same},
	{"particle 에는 on a Latin word", "DB 인덱스 추가", "DB에는 인덱스 추가", Plain, "", Same},
	{"version with a particle", "api/v4에서 오류 수정", "api/v5 오류 수정", Plain, "", New},
	{"degree word", "로그인 등 계정 기능 구현", "계정 기능 완전 구현", Progress, "", Same},

	// A status word as an adjective or adverb ("지속적", "지속적인").
	{"지속적 status word", "토큰 선택/수정 기능 수정", "선택/수정 기능 지속적 수정", Plain, "", Possible},
	{"지속적 status word, same words", "선택/수정/삭제 기능 수정", "선택/수정/삭제 기능 지속적 수정", Plain, "", Same},
	{"지속적인, another period", "3분기 정산 오류 수정", "4분기 정산 오류 지속적인 수정", Plain, "", New},
	// A note in parentheses is a remark on the task; other words in
	// parentheses are part of it.
	{"note in parentheses", "main color Select하기", "main color Select하기(임시: #febe98)", Plain, "", Same},
	{"note in parentheses en", "Renew the staging certificate", "Renew the staging certificate (note: expires soon)", Plain, "", Same},
	{"other words in parentheses", "main color Select하기", "main color Select하기(다크 모드)", Plain, "", Possible},
	// A pull request out for the work says how far it is.
	{"PR out progress", "Working on fixing filters/matchers/actions", "PR out with fixes for filters/matchers/actions.", Progress, "", Same},
	{"PR out, another object", "Working on fixing filters/matchers/actions", "PR out with fixes for the Windows installer.", Progress, "", New},
	{"PR with a number is a reference", "Review PR 1234", "PR 1250 out for review", Progress, "", New},
	// A stage of work on a deliverable (목업, 스켈레톤) is no other
	// deliverable; another object after it is.
	{"목업 progress", "`/annotator/annotate` 구현 및 local manipulators 테스트 코드", "`/annotator/annotate` 목업 구현", Progress, "", Same},
	{"목업, another object", "`/annotator/annotate` 구현 및 테스트 코드", "`/annotator/annotate`에 LLM 연결 목업", Progress, "", Possible}, // shown: the same person and names few tasks carry (shared-subject)
	// A remark after the first sentence of a progress line, naming
	// nothing the head does not.
	{"remark after a sentence", "`/api/v4` 계획 및 구현", "`api/v4` 구현 완료. 앞으로 api 버전을 올릴 이유는 당분간 없을 듯.", Progress, "", Same},
	{"remark naming another version", "`/api/v4` 계획 및 구현", "`api/v4` 구현 완료. 다음은 v5 구현.", Progress, "", Possible}, // shown: "api" is the task's name (shared-subject); the remark's v5 a person reads
	{"version in the head", "`/api/v4` 계획 및 구현", "`api/v5` 구현 완료. 앞으로 api 버전을 올릴 이유는 없을 듯.", Progress, "", New},
	{"decimal point is no sentence end", "Publish the v1.2 release notes", "still working on the v1.3 release notes", Progress, "", New},

	// A label opening the line says it is an action, not which.
	{"ACTION: label", "ACTION: prepare the agenda topic about access control", "prepare the agenda topic about access control", Plain, "", Same},
	{"액션: label", "액션: 물류 계약서 초안 검토", "물류 계약서 초안 검토", Plain, "", Same},
	// So does an action point's number, which the next meeting may add.
	{"action point number", "Share and compare the attestation plans", `AP1 \- Share and compare the attestation plans`, Plain, "", Same},
	{"action point number, other period", "Share the Q3 attestation plans", "AI 2: Share the Q4 attestation plans", Plain, "", New},
	// A carry-over line that names its task by many more words (more
	// than the subsets looked up one by one).
	{"long carry-over line", "Look for a person to explore the possibility and discuss it with Jesse",
		"Look for a person to explore the possibility of a T session and discuss it with Jesse before the semweb conference; Pat sent a direct email", CarryOver, "", Same},

	// Paraphrases: the same deliverable in other words of task work
	// (near-synonyms read as one: review/check, draft/write, share/send,
	// slides/deck, 검토/확인, 개발/구현), or with a pointer to the
	// discussion instead of the title's other words.
	{"review/check", "Review the onboarding checklist", "check the onboarding checklist", Plain, "", Same},
	{"draft/write", "Draft the vendor proposal", "Vendor proposal written", Plain, "", Same},
	{"share/send, slides/deck", "Share the retro slides with the team", "send the retro deck to the team", Plain, "", Same},
	{"update/revise", "Update the runbook for failover", "revising the failover runbook", Progress, "", Same},
	{"검토/확인", "배포 스크립트 검토", "배포 스크립트 확인 중", Progress, "", Same},
	{"개발/구현 완료", "결제 API 개발", "결제 API 구현 완료", Progress, "", Same},
	{"해오기 ending", "논문 요약 작성해오기", "논문 요약 작성 완료", Progress, "", Same},
	{"short form deps/dependencies", "Document the private deps and shading", "document private dependencies and shading", Plain, "", Same},
	{"short form repo/repository", "Move the website repo to the new org", "moving the website repository to the new org", Progress, "", Same},
	{"discussed above", "Port the installer to Windows", "Windows installer work, discussed above", Progress, "", Same},
	{"any update", "Decide the retention policy for logs", "log retention policy, any update?", CarryOver, "", Same},

	// The same words of work on another deliverable: a synonym never
	// makes up for a differing number, period, entity or object.
	{"check/review, Q3/Q4", "Review the Q3 budget report", "check the Q4 budget report", Plain, "", New},
	{"check/review, PR 1234/1250", "Review PR 1234", "check PR 1250", Plain, "", New},
	{"write/draft, iOS/Android", "Write the iOS release notes", "Draft the Android release notes", Plain, "", New},
	{"share/send, hotel/flights", "Share the hotel booking", "Send the flight booking", Plain, "", New},
	{"확인/검토, 1차/2차", "물류 계약서 1차 초안 검토", "물류 계약서 2차 초안 확인", Plain, "", New},
	{"확인/검토, 3분기/4분기", "3분기 정산 보고서 확인", "4분기 정산 보고서 검토 중", Progress, "", New},
	{"구현/개발, other platform", "iOS 결제 모듈 구현", "Android 결제 모듈 개발 완료", Progress, "", New},
	{"write is not review", "Write the Q3 budget report", "Review the Q3 budget report", Plain, "", New},
	{"short form, another version", "Pin the v1 deps", "Pin the v2 dependencies", Plain, "", New},
	{"short form, another object", "Move the website repo to the new org", "Move the website config to the new org", Plain, "", New},
	{"discussed above, other platform", "Port the installer to Windows", "macOS installer work, discussed above", Progress, "", New},

	// A carry-over line in other words: the names of the person's one
	// open task and most of its words. Another name, another kind of work
	// on the same object, one shared word of work: not that task.
	{"carry-over with the names and most words", "Add a column to Monitor Hosts to show the group name", "Showing group name in Monitor Hosts widget?", CarryOver, "", Same},
	{"carry-over names, plain line", "Add a column to Monitor Hosts to show the group name", "Showing group name in Monitor Hosts widget?", Plain, "", Possible}, // shown: the same person and names few tasks carry (shared-subject)
	{"carry-over, another kind of work", "Write the Q3 budget report", "Review the Q3 budget report", CarryOver, "", New},
	{"carry-over, another period", "Write the Q3 budget report", "Write the Q4 budget report", CarryOver, "", New},
	// A carry-over line naming the task by more words that add a number
	// or period it lacks (its next stage or instance?): shown, not linked;
	// the number of a reference the line adds is where the work is
	// tracked (linked).
	{"carry-over adds a period", "Draft the vendor contract", "Draft the Q4 vendor contract", CarryOver, "", Possible},
	{"carry-over adds a version", "Publish the release notes", "Publish the release notes v2", CarryOver, "", Possible},
	{"carry-over adds an ordinal", "물류 계약서 초안 작성", "물류 계약서 2차 초안 작성", CarryOver, "", Possible},
	{"carry-over adds a month", "정산 보고서 작성", "10월 정산 보고서 작성", CarryOver, "", Possible},
	{"carry-over, a status remark with a number", "Draft the vendor contract", "Draft the vendor contract — done, merged in PR 12", CarryOver, "", Same},
	{"carry-over, a status remark in parentheses", "Draft the vendor contract", "Draft the vendor contract (in progress, PR 12 up)", CarryOver, "", Same},
	{"carry-over adds a letter", "Send the quote to the client", "Send the quote to client B", CarryOver, "", Possible},
	{"carry-over adds a letter ko", "고객사 견적서 발송", "고객사 B 견적서 발송", CarryOver, "", Possible},
	{"carry-over adds a reference", "Address the endpoint terminology", "Address the endpoint terminology https://example.org/acme/notes/pull/43", CarryOver, "", Same},
	{"carry-over adds an issue number", "Document how to find the owners of the build bots", "Document how to find the owners of the build bots #37", CarryOver, "", Same},
	{"carry-over, hotel/flights", "Book flights to Tokyo", "Book a hotel in Tokyo", CarryOver, "", New},
	{"carry-over, another platform", "Add a column to Monitor Hosts on iOS", "Monitor Hosts column on Android", CarryOver, "", New},
	{"carry-over, no name", "Think about downsizing the group of hosts", "Downsizing groups logic", CarryOver, "", Possible},                                            // not linked; shown: the same person and a phrase few tasks write (shared-phrase)
	{"carry-over, two words it lacks", "Add a column to Monitor Hosts to show the group name", "Group name widget in Monitor Hosts, sortable", CarryOver, "", Possible}, // shown: the same person and names few tasks carry (shared-subject)
	// A progress line of the person naming the task by more words: what
	// was done on it — not when a word it adds is a number or name.
	{"상기된 points to the list", "상기된 오류 수정", "오류 수정", Plain, "", Same},
	{"progress by more words", "상기된 오류 수정", "지속적인 버그 수정 및 오류 개선", Progress, "", Same},
	{"progress by more words en", "Fix the export bugs", "still fixing the export bugs in the spreadsheet writer", Progress, "", Same},
	{"progress by more words, a name", "Fix the export bugs", "still fixing the export bugs in the CSV writer", Progress, "", Possible},
	{"progress by more words, an ordinal", "물류 계약서 초안 작성", "물류 계약서 2차 초안 작성 중", Progress, "", Possible},
	{"progress by more words, a version", "오류 수정", "api/v4 오류 수정 완료", Progress, "", Possible},
	{"more words, plain ko", "상기된 오류 수정", "로그인 오류 수정 및 개선", Plain, "", Possible},

	// The present and the past of one description ("되지 않는/않던").
	{"않는/않던", "paragraph 당 annotate가 되지 않는 오류 수정", "paragraph 당 annotate가 되지 않던 오류 수정", Plain, "", Same},
	{"유지하는/유지하던", "크기를 유지하는 오류 수정", "크기를 유지하던 오류 수정", Plain, "", Same},
	{"않던, another version", "api/v3 annotate가 되지 않는 오류 수정", "api/v4 annotate가 되지 않던 오류 수정", Plain, "", New},

	// Partial evidence: a new task, shown to a person as possibly the same.
	{"more words, plain", "send the vendor contract draft", "Send vendor contract draft to legal", Plain, "", Possible},
	{"fewer words, plain", "Write the Q3 budget report", "still working on the budget report", Plain, "", Possible},
}

func TestEvidencePairs(t *testing.T) {
	for _, p := range pairs {
		t.Run(p.name, func(t *testing.T) {
			ix := NewIndex([]Task{{Key: "d:P:M1:A001:create-task", ExternalID: "TASK-1", Meeting: "M1", ActionID: "A001", Title: p.earlier, AssigneeID: "민서"}})
			owner := p.owner
			if owner == "" {
				owner = "민서"
			}
			d := ix.Match(Action{AssigneeID: owner, Title: p.later, Text: p.later, Kind: p.kind})
			if d.Verdict != p.want {
				t.Fatalf("%q then %q (%s, %s): %s (%s); want %s\nearlier %v\nlater   %v", p.earlier, p.later, p.kind, owner, d.Verdict, d.Evidence, p.want,
					Of(p.earlier).Terms, Of(p.later).Terms)
			}
			if d.Verdict == Same && d.Task.Key != "d:P:M1:A001:create-task" || d.Verdict == Possible && len(d.Possible) != 1 {
				t.Fatalf("decision %+v", d)
			}
		})
	}
}

func TestTwoTasksWithTheDeliverableGoToAPerson(t *testing.T) {
	ix := NewIndex([]Task{
		{Key: "d:P:M1:A001:create-task", Title: "견적서 검토", AssigneeID: "민서"},
		{Key: "d:P:M2:A004:create-task", Title: "견적서 검토 (기한: 9/20)", AssigneeID: "민서"},
	})
	d := ix.Match(Action{AssigneeID: "민서", Title: "견적서 검토 진행 중"})
	if d.Verdict != Possible || len(d.Possible) != 2 {
		t.Fatalf("%+v", d)
	}
}

func TestExplicitReference(t *testing.T) {
	ix := NewIndex([]Task{{Key: "d:P:M1:A001:create-task", ExternalID: "TASK-2", Title: "물류 계약서 검토", AssigneeID: "지훈"}})
	d := ix.Match(Action{AssigneeID: "지훈", Title: "계약 관련 후속 조치", Text: "- [ ] @지훈 계약 관련 후속 조치 (TASK-2)"})
	if d.Verdict != Same || !strings.Contains(d.Evidence, "TASK-2") {
		t.Fatalf("%+v", d)
	}
	// Named for another person: a reassignment is theirs to confirm.
	d = ix.Match(Action{AssigneeID: "민서", Title: "계약 관련 후속 조치", Text: "@민서 TASK-2 이어받기"})
	if d.Verdict != Possible {
		t.Fatalf("reassigned: %+v", d)
	}
}

// A pull request or issue both titles name is the same deliverable for the
// same person; PR 1234 and PR 1250 never are; another person's is not.
func TestTitleReference(t *testing.T) {
	ix := NewIndex([]Task{{Key: "d:P:M1:A001:create-task", Title: "Review PR 932", AssigneeID: "Nick"},
		{Key: "d:P:M1:A002:create-task", Title: "Review PR 1234", AssigneeID: "Dana"}})
	if d := ix.Match(Action{AssigneeID: "Nick", Title: "will merge PR 932 tonight"}); d.Verdict != Same || d.Task.Key != "d:P:M1:A001:create-task" {
		t.Fatalf("%+v", d)
	}
	if d := ix.Match(Action{AssigneeID: "Dana", Title: "Review PR 1250"}); d.Verdict != New {
		t.Fatalf("PR 1250: %+v", d)
	}
	if d := ix.Match(Action{AssigneeID: "Erik", Title: "merge PR 932"}); d.Verdict == Same {
		t.Fatalf("another person: %+v", d)
	}
}

// A reference in a condition ("when PR 985 is merged, I will …") is not
// the deliverable, also when it is a markdown link whose target is the
// pull request's URL: reviewing PR 985 is another task than the one that
// waits for it.
func TestConditionReferenceIsNotTheDeliverable(t *testing.T) {
	for _, earlier := range []string{
		"When PR 985 is merged I will create the PR for updating the decorator",
		"When [PR 985](https://example.com/org/repo/pull/985) is merged I will create the PR for updating the decorator",
		"after https://example.com/org/repo/pull/985 lands, port the decorator",
	} {
		ix := NewIndex([]Task{{Key: "d:P:M1:A001:create-task", Title: earlier, AssigneeID: "Erik"}})
		if r := titleRefsOf(earlier); len(r) != 0 {
			t.Errorf("%q: references %v, want none (a condition)", earlier, r)
		}
		if d := ix.Match(Action{AssigneeID: "Erik", Title: "I need to review PR 985", Text: "* I need to review PR 985"}); d.Verdict == Same {
			t.Errorf("%q then review PR 985: %+v", earlier, d)
		}
	}
}

// A markdown link is read by its text when the text names a pull request
// (a target with another number is a slip); a URL both titles carry is a
// reference like a PR number. With no owner on either side, the shared
// reference links only when one deliverable contains the other (else a
// shared item address is shown, not linked).
func TestLinkAndURLReferences(t *testing.T) {
	ix := NewIndex([]Task{
		{Key: "d:P:M1:A001:create-task", Title: "Review [PR 962](https://example.com/o/r/pull/962) and vote on the naming", AssigneeID: "Nick"},
		{Key: "d:P:M1:A002:create-task", Title: "Review [PR 953](https://example.com/o/r/pull/953)", AssigneeID: "Nick"},
		{Key: "d:P:M1:A003:create-task", Title: "please look at https://example.org/docs/ we will discuss it next week"},
		{Key: "d:P:M1:A004:create-task", Title: "comment and contribute directly in https://example.com/o/r/pull/150"},
		{Key: "d:P:M1:A005:create-task", Title: "share the slides at https://example.net/deck", AssigneeID: "Dana"},
	})
	for _, c := range []struct {
		name string
		a    Action
		want Verdict
		key  string
	}{
		{"link text wins over its target", Action{AssigneeID: "Nick", Title: "Review [PR 962](https://example.com/o/r/pull/953)", Kind: CarryOver}, Same, "d:P:M1:A001:create-task"},
		{"ownerless, same URL, nested", Action{NoOwner: true, Title: "please look at https://example.org/docs", Kind: Plain}, Same, "d:P:M1:A003:create-task"},
		// Other words on the address of one pull request: shown as
		// possibly the task (the same item), never linked.
		{"ownerless, same PR, other deliverable", Action{NoOwner: true, Title: "New version available in this PR https://example.com/o/r/pull/150", Kind: Progress}, Possible, ""},
		{"ownerless, another URL", Action{NoOwner: true, Title: "please look at https://example.org/overview/", Kind: Plain}, New, ""},
		{"same person, same URL", Action{AssigneeID: "Dana", Title: "slides uploaded to https://example.net/deck/", Kind: Progress}, Same, "d:P:M1:A005:create-task"},
		{"another person, same URL", Action{AssigneeID: "Lee", Title: "share the slides at https://example.net/deck", Kind: Plain}, Possible, ""},
	} {
		d := ix.Match(c.a)
		if d.Verdict != c.want || c.want == Same && d.Task.Key != c.key {
			t.Errorf("%s: %s %s (%s); want %s %s", c.name, d.Verdict, d.Task.Key, d.Evidence, c.want, c.key)
		}
	}
}

// A Latin word has one term in a Korean title and in an English one.
func TestLatinWordOneFormInBothScripts(t *testing.T) {
	ko, en := Of("/reannotates등 편의기능 개선 예정된 작업의 설계"), Of("reannotates endpoint")
	if ko.Terms[0] != en.Terms[0] || !ko.Distinct[ko.Terms[0]] {
		t.Fatalf("%v %v / %v", ko.Terms, ko.Distinct, en.Terms)
	}
}

// With no owner on either side: a carry-over line naming one task filed
// with no owner by more or fewer words restates it (one hold, decided
// once); a progress line naming part of one does not — a few words name
// many tasks when no person narrows them.
func TestOwnerlessRestatements(t *testing.T) {
	ix := NewIndex([]Task{
		{Key: "d:P:M1:A001:create-task", Title: "Will start on some CueGUI unit testing to gain familiarity there", Waiting: true},
		{Key: "d:P:M1:A002:create-task", Title: "gpt-4o-mini 엔드포인트 옵션도 구현하여 시간/성능 등 지표를 테스트", Waiting: true},
	})
	if d := ix.Match(Action{NoOwner: true, Title: "CueGUI unit tests", Kind: CarryOver}); d.Verdict != Same || d.Task.Key != "d:P:M1:A001:create-task" {
		t.Fatalf("carry-over: %+v", d)
	}
	// A carry-over line with no owner naming a person's task by more
	// words: the one task of the series that fits.
	ix2 := NewIndex([]Task{
		{Key: "d:P:M1:A001:create-task", Title: "to create channel", AssigneeID: "Tobie"},
		{Key: "d:P:M1:A002:create-task", Title: "schedule the review", AssigneeID: "Marta"},
		{Key: "d:P:M1:A003:create-task", Title: "schedule the kickoff", AssigneeID: "Lee"},
	})
	if d := ix2.Match(Action{NoOwner: true, Title: "[X] Create dedicated slack channel", Kind: CarryOver}); d.Verdict != Same || d.Task.Key != "d:P:M1:A001:create-task" {
		t.Fatalf("ownerless carry-over of an owned task: %+v", d)
	}
	if d := ix2.Match(Action{NoOwner: true, Title: "Create the 2차 slack channel", Kind: CarryOver}); d.Verdict != Possible {
		t.Fatalf("ownerless carry-over adding an ordinal: %+v", d)
	}
	if d := ix2.Match(Action{NoOwner: true, Title: "[X] Create dedicated slack channel", Kind: Plain}); d.Verdict == Same {
		t.Fatalf("ownerless plain line of an owned task: %+v", d)
	}
	if d := ix2.Match(Action{NoOwner: true, Title: "schedule", Kind: CarryOver}); d.Verdict == Same {
		t.Fatalf("two tasks fit: %+v", d)
	}
	if d := ix.Match(Action{NoOwner: true, Title: "성능 테스트중", Kind: Progress}); d.Verdict == Same {
		t.Fatalf("progress line naming part of an ownerless task: %+v", d)
	}
	if d := ix.Match(Action{NoOwner: true, Title: "CueGUI unit tests", Kind: Plain}); d.Verdict == Same {
		t.Fatalf("a plain line naming part of an ownerless task: %+v", d)
	}
}

func TestVerifiedSameAs(t *testing.T) {
	ix := NewIndex([]Task{{Key: "d:P:M1:A001:create-task", Title: "예산안 검토", AssigneeID: "Alice"}})
	d := ix.Match(Action{AssigneeID: "Alice", Title: "review the budget proposal", SameAs: "d:P:M1:A001:create-task"})
	if d.Verdict != Same {
		t.Fatalf("%+v", d)
	}
	if d := ix.Match(Action{AssigneeID: "Alice", Title: "review the budget proposal"}); d.Verdict != New {
		t.Fatalf("another language without a claim: %+v", d)
	}
}

// An owner cell with a status or a group ("전체", "TBD") does not block a
// carry-over's link; an owner string that only dropped co-owners links to
// the task filed under all of them.
func TestOwnerCells(t *testing.T) {
	ix := NewIndex([]Task{
		{Key: "d:P:M1:A001:create-task", Title: "보안 점검 체크리스트 작성", AssigneeID: "서연"},
		{Key: "d:P:M1:A002:create-task", Title: "Draft the RFC for caching", Owners: []string{"Dana", "reviewers"}, Waiting: true},
	})
	if d := ix.Match(Action{Owners: []string{"전체"}, NoOwner: true, Title: "보안 점검 체크리스트 작성 — 지속", Kind: CarryOver}); d.Verdict != Same || d.Task.Key != "d:P:M1:A001:create-task" {
		t.Fatalf("group owner carry-over: %+v", d)
	}
	if d := ix.Match(Action{NoOwner: true, Title: "보안 점검 체크리스트 작성"}); d.Verdict != Same {
		t.Fatalf("an action with no owner written, the same deliverable: %+v", d)
	}
	// A named person the roster does not know is not "no owner": another
	// person's same-titled task is another task.
	if d := ix.Match(Action{Owners: []string{"준호"}, Title: "보안 점검 체크리스트 작성"}); d.Verdict == Same {
		t.Fatalf("an unknown person's action linked to 서연's task: %+v", d)
	}
	// Restated for the same several owners: the task already held for
	// them, decided once; for other several owners, a person says.
	if d := ix.Match(Action{Owners: []string{"reviewers", "dana"}, Title: "Draft the RFC for caching"}); d.Verdict != Same || d.Task.Key != "d:P:M1:A002:create-task" {
		t.Fatalf("the same several owners: %+v", d)
	}
	if d := ix.Match(Action{Owners: []string{"Dana", "Lee"}, Title: "Draft the RFC for caching"}); d.Verdict == Same {
		t.Fatalf("other several owners: %+v", d)
	}
	d := ix.Match(Action{AssigneeID: "Dana", Title: "draft the RFC for caching", Kind: Plain})
	if d.Verdict != Same || d.Task.Key != "d:P:M1:A002:create-task" || !d.Task.Waiting {
		t.Fatalf("dropped co-owners: %+v", d)
	}
}

func TestStatusOf(t *testing.T) {
	for text, want := range map[string]Status{
		"공급사 납기 회신 확인 — 진행 중":           StatusInProgress,
		"still working on his proposal": StatusInProgress,
		"- [x] fix the build":           StatusDone,
		"고객 공지문 작성 완료":                  StatusDone,
		"blocked on legal review":       StatusBlocked,
		"보류 (예산 미확정)":                   StatusBlocked,
		"물류 계약서 초안 검토":                  StatusNone,
	} {
		if got := StatusOf(text); got != want {
			t.Errorf("StatusOf(%q) = %q, want %q", text, got, want)
		}
	}
}

// The owner's own name written in a title says who, not what: "Tom to
// prepare the agenda topic" restated by Tom as "prepare the agenda topic".
// Another person's line is another task.
func TestOwnersNameInTitle(t *testing.T) {
	ix := NewIndex([]Task{{Key: "d:P:M1:A001:create-task", Title: "Tom to prepare the agenda topic about access control", AssigneeID: "Tom"}})
	if d := ix.Match(Action{AssigneeID: "Tom", Title: "prepare the agenda topic about access control", Kind: Plain}); d.Verdict != Same {
		t.Fatalf("%+v", d)
	}
	if d := ix.Match(Action{AssigneeID: "Ann", Title: "prepare the agenda topic about access control", Kind: Plain}); d.Verdict != New {
		t.Fatalf("another person: %+v", d)
	}
	if d := ix.Match(Action{AssigneeID: "Tom", Title: "prepare the agenda topic about access control for Q4", Kind: Plain}); d.Verdict == Same {
		t.Fatalf("Q4: %+v", d)
	}
}

// A line presented as earlier work may add a remark after a dash ("- will
// do after this call"): its task is the title before the dash — unless
// the remark names something (a number, an entity), or the line is an
// action item, not earlier work (then a person decides).
func TestRemarkAfterADash(t *testing.T) {
	ix := NewIndex([]Task{
		{Key: "d:P:M1:A001:create-task", Title: "add the workshop to the group calendar", AssigneeID: "Ann"},
		{Key: "d:P:M1:A002:create-task", Title: "Review the release notes", AssigneeID: "Ann"},
	})
	for _, c := range []struct {
		title string
		kind  Kind
		want  Verdict
	}{
		{"add the workshop to the group calendar - will do after this call", CarryOver, Same},
		{"add the workshop to the group calendar — finishing it up, will share in a few hours", Progress, Same},
		{"Review the release notes - v2 as well", Progress, Possible},
		{"Review the release notes - for Android", Progress, Possible},
		{"add the workshop to the group calendar - will do after this call", Plain, Possible},
		// A link in a status remark is where the result is; a link in
		// any other remark may name another deliverable.
		{"Review the release notes. - DONE (https://docs.example.com/document/d/1OdUDRcL/edit)", Progress, Same},
		{"Review the release notes. - see https://github.com/x/y/pull/1250", Progress, Possible},
	} {
		if d := ix.Match(Action{AssigneeID: "Ann", Title: c.title, Kind: c.kind}); d.Verdict != c.want {
			t.Errorf("%q (%s): %s (%s); want %s", c.title, c.kind, d.Verdict, d.Evidence, c.want)
		}
	}
}

// One meeting that wrote a deliverable twice — an action item, and the
// same commitment in the discussion held as a possible action — is one
// task: a later restatement links to the one filed. Two tasks of two
// meetings are a choice for a person.
func TestOneMeetingWroteItTwice(t *testing.T) {
	ix := NewIndex([]Task{
		{Key: "d:P:M1:A001:create-task", Meeting: "M1", Title: "post the newsletter to the forum", AssigneeID: "David"},
		{Key: "d:P:M1:A007:create-task", Meeting: "M1", Title: "David will post the newsletter to the forum", AssigneeID: "David", Waiting: true},
	})
	d := ix.Match(Action{AssigneeID: "David", Title: "post the newsletter to the forum", Kind: CarryOver})
	if d.Verdict != Same || d.Task.Key != "d:P:M1:A001:create-task" {
		t.Fatalf("%+v", d)
	}
	ix = NewIndex([]Task{
		{Key: "d:P:M1:A001:create-task", Meeting: "M1", Title: "post the newsletter to the forum", AssigneeID: "David"},
		{Key: "d:P:M2:A003:create-task", Meeting: "M2", Title: "post the newsletter to the forum", AssigneeID: "David", Waiting: true},
	})
	if d := ix.Match(Action{AssigneeID: "David", Title: "post the newsletter to the forum", Kind: CarryOver}); d.Verdict != Possible || len(d.Possible) != 2 {
		t.Fatalf("two meetings: %+v", d)
	}
}

// A task filed with no owner is the one of a later action naming a person
// when the deliverable is the same — as written, or with that person's
// name in the earlier title ("HZ to reach out …" read with no owner) —
// and Unowned says so (the caller links only while the task waits for its
// owner alone). A different deliverable is new; two such tasks are a
// choice for a person.
func TestOwnerlessTaskAndALaterOwner(t *testing.T) {
	ix := NewIndex([]Task{
		{Key: "d:P:M1:A001:create-task", Title: "HZ to reach out to contacts in Australia", Waiting: true},
		{Key: "d:P:M1:A002:create-task", Title: "determine status for the old pull requests", Waiting: true},
		{Key: "d:P:M1:A003:create-task", Title: "Book flights to Tokyo", Waiting: true},
		{Key: "d:P:M1:A004:create-task", Title: "Renew the certificate", Waiting: true},
		{Key: "d:P:M2:A001:create-task", Title: "Renew the certificate", Waiting: true},
		{Key: "d:P:M2:A002:create-task", Title: "eP to add the launch to the calendar", Waiting: true},
	})
	for _, c := range []struct {
		owner, title string
		want         Verdict
		key          string
	}{
		{"HZ", "reach out to contacts in Australia", Same, "d:P:M1:A001:create-task"},
		{"Erik", "determine status for the old pull requests", Same, "d:P:M1:A002:create-task"},
		{"Dana", "Book a hotel in Tokyo", New, ""},
		{"Dana", "Renew the certificate", Possible, ""},
		{"Ann", "reach out to contacts in Australia", New, ""},
		{"eP", "add the launch to the calendar - will do after this call", Same, "d:P:M2:A002:create-task"},
	} {
		d := ix.Match(Action{AssigneeID: c.owner, Owners: []string{c.owner}, Title: c.title, Kind: CarryOver})
		if d.Verdict != c.want || c.want == Same && (d.Task.Key != c.key || !d.Unowned) {
			t.Errorf("%s %q: %s %s unowned=%v (%s); want %s %s", c.owner, c.title, d.Verdict, d.Task.Key, d.Unowned, d.Evidence, c.want, c.key)
		}
	}
}

// A task held for one owner the roster does not know is restated by a
// later line naming the same (as written, any case): one hold. Another
// unknown name, or a roster person, is another task.
func TestSameUnknownOwner(t *testing.T) {
	ix := NewIndex([]Task{{Key: "d:P:M1:A001:create-task", Title: "discuss the return meeting", Owners: []string{"General"}, Waiting: true}})
	for _, c := range []struct {
		a    Action
		want Verdict
	}{
		{Action{Owners: []string{"general"}, Title: "discuss the return meeting", Kind: CarryOver}, Same},
		{Action{Owners: []string{"Generic"}, Title: "discuss the return meeting", Kind: CarryOver}, New},
		{Action{AssigneeID: "Dana", Owners: []string{"Dana"}, Title: "discuss the return meeting", Kind: CarryOver}, New},
	} {
		if d := ix.Match(c.a); d.Verdict != c.want {
			t.Errorf("%+v: %s (%s); want %s", c.a, d.Verdict, d.Evidence, c.want)
		}
	}
	// The same name is a person for the partial rules too: a progress
	// line naming its task by fewer words, a carry-over line by more.
	ix = NewIndex([]Task{{Key: "d:P:M1:A001:create-task", Title: "please look at https://example.org/docs/ we will discuss it", Owners: []string{"Docs"}, Waiting: true}})
	for _, c := range []struct {
		a    Action
		want Verdict
	}{
		{Action{Owners: []string{"Docs"}, Title: "please look at https://example.org/docs/", Kind: Progress}, Same},
		{Action{Owners: []string{"Docs"}, Title: "please look at https://example.org/docs/ we will discuss it and decide", Kind: CarryOver}, Same},
		{Action{Owners: []string{"Ops"}, Title: "please look at https://example.org/docs/", Kind: Progress}, New},
	} {
		if d := ix.Match(c.a); d.Verdict != c.want {
			t.Errorf("%+v: %s (%s); want %s", c.a, d.Verdict, d.Evidence, c.want)
		}
	}
}

// A progress line with no owner ("## 진행사항" of a team's report) names
// its task by part of the title: linked when it carries a name (a model,
// an endpoint, a version) and one open task of the series has those
// words, whoever owns it; without a name, or with two tasks that fit, or
// as an action item rather than a progress line, it is no restatement.
func TestOwnerlessProgressLineWithAName(t *testing.T) {
	tune := Task{Key: "d:P:M2:A003:create-task", Title: "`gpt-4o-mini` 파인튜닝 테스트", AssigneeID: "백엔드"}
	perf := Task{Key: "d:P:M2:A004:create-task", Title: "API 응답 성능 테스트 자동화", AssigneeID: "백엔드"}
	ix := NewIndex([]Task{tune, perf})
	d := ix.Match(Action{NoOwner: true, Title: "`gpt-4o-mini` 파인튜닝 완료", Kind: Progress})
	if d.Verdict != Same || d.Task.Key != tune.Key {
		t.Fatalf("named progress line: %+v", d)
	}
	for _, a := range []Action{
		{NoOwner: true, Title: "성능 테스트중", Kind: Progress},          // no name: many tasks fit
		{NoOwner: true, Title: "`gpt-4o-mini` 파인튜닝", Kind: Plain},  // an action item, not a progress line
		{NoOwner: true, Title: "`gpt-4o` 파인튜닝 완료", Kind: Progress}, // another model
	} {
		if d := ix.Match(a); d.Verdict == Same {
			t.Errorf("%q (%s): %+v", a.Title, a.Kind, d)
		}
	}
	two := NewIndex([]Task{tune, {Key: "d:P:M3:A001:create-task", Title: "`gpt-4o-mini` 파인튜닝 데이터 수집", AssigneeID: "백엔드"}})
	if d := two.Match(Action{NoOwner: true, Title: "`gpt-4o-mini` 파인튜닝 진행 중", Kind: Progress}); d.Verdict == Same {
		t.Fatalf("two tasks fit: %+v", d)
	}
}

// The same for a task filed with no owner (held for one): the progress
// line restates it, and the one hold stays the question (linked, not a
// second hold).
func TestOwnerlessProgressLineOfAnOwnerlessTask(t *testing.T) {
	ix := NewIndex([]Task{{Key: "d:P:M1:A002:create-task", Title: "Will start on some CueGUI unit testing to gain familiarity there", Waiting: true}})
	if d := ix.Match(Action{NoOwner: true, Title: "Continue on CueGUI unit tests.", Kind: Progress}); d.Verdict != Same {
		t.Fatalf("named: %+v", d)
	}
	if d := ix.Match(Action{NoOwner: true, Title: "Continue on unit tests.", Kind: Progress}); d.Verdict == Same {
		t.Fatalf("no name: %+v", d)
	}
}

// A person's progress line naming by part of its title the one open task
// filed with no owner: that task, which the line may answer the owner of
// (the caller checks that the task waits for nothing else). Two such
// tasks, another name in the title, or another object: not that task.
func TestProgressLineOfAPersonAboutAnOwnerlessTask(t *testing.T) {
	tasks := []Task{
		{Key: "d:P:M1:A001:create-task", Title: "Need to package the CLI, run it as a service", Waiting: true},
		{Key: "d:P:M1:A002:create-task", Title: "Kim to migrate the wiki pages", Waiting: true},
		{Key: "d:P:M1:A003:create-task", Title: "Write the Q3 onboarding guide", Waiting: true},
		{Key: "d:P:M1:A004:create-task", Title: "Write the Q4 onboarding guide", Waiting: true},
	}
	for _, c := range []struct {
		title string
		kind  Kind
		want  Verdict
		key   string
	}{
		{"still working on packaging the CLI", Progress, Same, "d:P:M1:A001:create-task"},
		{"packaging the CLI", Plain, New, ""},
		{"still working on packaging the GUI", Progress, New, ""},
		{"migrating the wiki pages", Progress, New, ""},
		{"still working on the onboarding guide", Progress, New, ""},
	} {
		ix := NewIndex(tasks)
		d := ix.Match(Action{AssigneeID: "Dana", Owners: []string{"Dana"}, Title: c.title, Text: c.title, Kind: c.kind})
		if d.Verdict != c.want || c.want == Same && (d.Task.Key != c.key || !d.Unowned) {
			t.Errorf("%q (%s): %s %s unowned=%v (%s); want %s %s", c.title, c.kind, d.Verdict, d.Task.Key, d.Unowned, d.Evidence, c.want, c.key)
		}
	}
}

// The names a person's progress line leaves out of an owner-less task's
// title may be names of their own ("Cuebot/RQD" beside "packaging"), not
// a part of a name the line keeps ("gpt-4o" is not "gpt-4o-mini") nor a
// number.
func TestProgressLineLeavesOutLooseNames(t *testing.T) {
	for _, c := range []struct {
		earlier, later string
		want           Verdict
	}{
		{"Need to work on packaging, run Cuebot/RQD as a service", "Working on packaging", Same},
		{"`gpt-4o-mini` 파인튜닝 테스트", "`gpt-4o` 파인튜닝 테스트 중", New},
		{"Review PR 1234 packaging", "still working on packaging review", New},
	} {
		ix := NewIndex([]Task{{Key: "d:P:M1:A001:create-task", Title: c.earlier, Waiting: true}})
		d := ix.Match(Action{AssigneeID: "Dana", Owners: []string{"Dana"}, Title: c.later, Text: c.later, Kind: Progress})
		if d.Verdict != c.want || c.want == Same && !d.Unowned {
			t.Errorf("%q then %q: %s unowned=%v (%s); want %s", c.earlier, c.later, d.Verdict, d.Unowned, d.Evidence, c.want)
		}
	}
}

// A person's progress line whose words two of their tasks carry is the
// one whose title says them as one phrase, in order; a line of a name
// alone is the one task of theirs carrying that name and no other.
func TestProgressLineByAPhraseOrAName(t *testing.T) {
	ix := NewIndex([]Task{
		{Key: "d:P:M1:A001:create-task", Title: "`/annotator/annotate` 테스트 코드 작성 및 새 iteration 준비", AssigneeID: "백엔드"},
		{Key: "d:P:M2:A001:create-task", Title: "Task 대상 parallel 코드를 작성했으나 현재 테스트 환경에서 쓰이는 DB에는 부적절", AssigneeID: "백엔드"},
		{Key: "d:P:M2:A002:create-task", Title: "모델 교체 후 `/reannotate`등 편의기능 개선 예정", AssigneeID: "백엔드"},
		{Key: "d:P:M2:A003:create-task", Title: "`gpt-4o-mini` 파인튜닝 테스트", AssigneeID: "백엔드"},
	})
	for _, c := range []struct {
		title string
		kind  Kind
		want  Verdict
		key   string
	}{
		{"테스트 코드 제작", Progress, Same, "d:P:M1:A001:create-task"},
		{"테스트 코드 제작", Plain, Possible, ""},
		{"`/reannotate` 스켈레톤", Progress, Same, "d:P:M2:A002:create-task"},
		{"`/reannotate` 스켈레톤", Plain, Possible, ""},
		{"`gpt-4o` 진행중", Progress, Possible, ""},
		{"v4 완료", Progress, New, ""},
	} {
		d := ix.Match(Action{AssigneeID: "백엔드", Title: c.title, Text: c.title, Kind: c.kind})
		if d.Verdict != c.want || c.want == Same && d.Task.Key != c.key {
			t.Errorf("%q (%s): %s %s (%s); want %s %s", c.title, c.kind, d.Verdict, d.Task.Key, d.Evidence, c.want, c.key)
		}
	}
}

// A carry-over line with no owner written, in other words than its task:
// the names and most words of the one open task of the series that has
// them, whoever owns it. Two such tasks go to a person.
func TestOwnerlessCarryOverByNames(t *testing.T) {
	hosts := Task{Key: "d:P:M1:A004:create-task", Title: "Add a column to Monitor Hosts to show the group name? Useful to sort", Waiting: true}
	size := Task{Key: "d:P:M1:A005:create-task", Title: "Would be nice to show target size vs current size in the mig list", Waiting: true}
	line := Action{NoOwner: true, Title: "Showing group name in Monitor Hosts widget?", Kind: CarryOver}
	if d := NewIndex([]Task{hosts, size}).Match(line); d.Verdict != Same || d.Task.Key != hosts.Key {
		t.Fatalf("carry-over line: %+v", d)
	}
	plain := line
	plain.Kind = Plain
	if d := NewIndex([]Task{hosts, size}).Match(plain); d.Verdict == Same {
		t.Fatalf("not presented as earlier work: %+v", d)
	}
	other := Task{Key: "d:P:M2:A001:create-task", Title: "Show the group name in Monitor Hosts tooltips", AssigneeID: "Brian"}
	if d := NewIndex([]Task{hosts, size, other}).Match(line); d.Verdict != Possible || len(d.Possible) != 2 {
		t.Fatalf("two tasks fit: %+v", d)
	}
}

// A name the roster does not know is one person however the notes
// address it: with or without a Korean honorific or a leading @. A
// surname with 씨 names no one person; another name is another person.
func TestUnknownOwnerWithAnHonorific(t *testing.T) {
	ix := NewIndex([]Task{
		{Key: "d:P:M1:A001:create-task", Title: "신규 공급사 후보 목록 정리", Owners: []string{"민서님"}, Waiting: true},
		{Key: "d:P:M1:A002:create-task", Title: "견적서 양식 정리", Owners: []string{"김씨"}, Waiting: true},
	})
	for _, c := range []struct {
		owner, title string
		want         Verdict
	}{
		{"민서", "신규 공급사 후보 목록 정리", Same},
		{"@민서 씨", "신규 공급사 후보 목록 정리", Same},
		{"민지", "신규 공급사 후보 목록 정리", New},
		{"김", "견적서 양식 정리", New},
		{"김씨", "견적서 양식 정리", Same},
	} {
		d := ix.Match(Action{Owners: []string{c.owner}, Title: c.title, Kind: Plain})
		if d.Verdict != c.want {
			t.Errorf("%s %q: %s (%s); want %s", c.owner, c.title, d.Verdict, d.Evidence, c.want)
		}
	}
}

// A task filed with no owner whose title opens with several names ("Dana
// + reviewers: …", held for want of one owner) restated later under one
// of them is that task, answering who owns it — not a second task. Not
// for a name the head leaves out, another deliverable (Q3/Q4), or when
// two such tasks have the deliverable.
func TestOwnersNamedAtTheHeadOfATitle(t *testing.T) {
	ix := NewIndex([]Task{
		{Key: "d:P:M1:A001:create-task", Title: "Dana + reviewers: Draft the RFC for caching", Waiting: true},
		{Key: "d:P:M1:A002:create-task", Title: "민서, 지훈: 공급사 후보 목록 정리", Waiting: true},
		{Key: "d:P:M1:A003:create-task", Title: "Dana and Lee: write the Q3 budget report", Waiting: true},
	})
	d := ix.Match(Action{AssigneeID: "Dana", Owners: []string{"Dana"}, Title: "Draft the RFC for caching"})
	if d.Verdict != Same || d.Task.Key != "d:P:M1:A001:create-task" || !d.Unowned || d.Why.Kind != EvOneOfOwners || len(d.Why.Owners) != 2 {
		t.Fatalf("Dana restating the task of Dana + reviewers: %+v", d)
	}
	if d := ix.Match(Action{AssigneeID: "지훈", Owners: []string{"지훈"}, Title: "공급사 후보 목록 정리 진행 중", Kind: Progress}); d.Verdict != Same || d.Task.Key != "d:P:M1:A002:create-task" {
		t.Fatalf("지훈 restating the task of 민서, 지훈: %+v", d)
	}
	if d := ix.Match(Action{AssigneeID: "Kim", Owners: []string{"Kim"}, Title: "Draft the RFC for caching"}); d.Verdict == Same {
		t.Fatalf("a person the title does not name: %+v", d)
	}
	if d := ix.Match(Action{AssigneeID: "Dana", Owners: []string{"Dana"}, Title: "write the Q4 budget report"}); d.Verdict == Same {
		t.Fatalf("Q4 is not the Q3 task: %+v", d)
	}
	two := NewIndex([]Task{
		{Key: "d:P:M1:A001:create-task", Title: "Dana + reviewers: Draft the RFC for caching", Waiting: true},
		{Key: "d:P:M2:A001:create-task", Title: "Dana & Lee: draft the RFC for caching", Waiting: true},
	})
	if d := two.Match(Action{AssigneeID: "Dana", Owners: []string{"Dana"}, Title: "Draft the RFC for caching"}); d.Verdict != Possible || len(d.Possible) != 2 {
		t.Fatalf("two tasks of Dana's with the deliverable: %+v", d)
	}
	// One name and a colon is not a list of owners (the names-in-title
	// rule reads it).
	if _, _, ok := headOwners("Security: review the access policy"); ok {
		t.Fatal("one word before a colon read as owners")
	}
}

// A line with no owner written naming the pull request or issue of one
// open task, its words within the task's, is that task whoever owns it;
// not when the words differ ("comment on PR 1250 and the release notes"
// is not "review PR 1250") or two open tasks name the reference.
func TestOwnerlessLineByTitleReference(t *testing.T) {
	ix := NewIndex([]Task{
		{Key: "d:P:M1:A001:create-task", Title: "Review PR 1234", AssigneeID: "Dana"},
		{Key: "d:P:M1:A002:create-task", Title: "Review PR 1250", AssigneeID: "Lee"},
		{Key: "d:P:M1:A003:create-task", Title: "Test PR 1301 on staging", AssigneeID: "Dana"},
		{Key: "d:P:M1:A004:create-task", Title: "Write the release notes for PR 1301", AssigneeID: "Lee"},
	})
	d := ix.Match(Action{NoOwner: true, Title: "Follow up on PR 1234"})
	if d.Verdict != Same || d.Task.Key != "d:P:M1:A001:create-task" || d.Why.Kind != EvTitleReference {
		t.Fatalf("no owner, Dana's PR: %+v", d)
	}
	if d := ix.Match(Action{NoOwner: true, Title: "Comment on PR 1250 and the release notes"}); d.Verdict == Same {
		t.Fatalf("other words on Lee's PR: %+v", d)
	}
	if d := ix.Match(Action{NoOwner: true, Title: "PR 1301"}); d.Verdict != Possible || len(d.Possible) != 2 {
		t.Fatalf("two tasks name PR 1301: %+v", d)
	}
	if d := ix.Match(Action{NoOwner: true, Title: "Follow up on PR 1299"}); d.Verdict == Same {
		t.Fatalf("another PR: %+v", d)
	}
}

// The same person restating an open task in other words around a name
// few tasks of the series carry is shown as possibly that task
// (shared-subject), never linked. Not for another person, a word many
// tasks carry, a person's name, a word of tracker work ("PR"), one shared
// word with an object of its own on each side, the same words with other
// work, nor across a distinguishing token (Q3/Q4, iOS/Android, client
// A/B).
func TestSharedSubject(t *testing.T) {
	tasks := []Task{
		{Key: "d:P:M1:A001:create-task", Title: "investigate Azure job failures", AssigneeID: "Christina"},
		{Key: "d:P:M1:A002:create-task", Title: "confirm CLA is on file", AssigneeID: "Peter"},
		{Key: "d:P:M1:A003:create-task", Title: "Write the Q3 budget report", AssigneeID: "Dana"},
		{Key: "d:P:M1:A004:create-task", Title: "iOS 앱 로그인 버그 수정", AssigneeID: "수아"},
		{Key: "d:P:M1:A005:create-task", Title: "Send the quote to client A", AssigneeID: "하은"},
		{Key: "d:P:M1:A006:create-task", Title: "Book flights to Tokyo", AssigneeID: "Dana"},
		{Key: "d:P:M1:A007:create-task", Title: "send the GCP solution doc problems, Brian to forward", AssigneeID: "Shiva"},
		{Key: "d:P:M1:A008:create-task", Title: "Draft PR to CSS grant-type jwt", AssigneeID: "eP"},
		{Key: "d:P:M1:A009:create-task", Title: "review the thing", AssigneeID: "Brian"},
		{Key: "d:P:M1:A010:create-task", Title: "Renew the api.example.com certificate", AssigneeID: "Lee"},
	}
	ix := NewIndex(tasks)
	for _, c := range []struct {
		name string
		a    Action
		key  string // "" new
	}{
		{"Azure, another wording", Action{AssigneeID: "Christina", Title: "follow up on the Azure build failures"}, "A001"},
		{"CLA, another wording", Action{AssigneeID: "Peter", Title: "investigate the Weta CLA"}, "A002"},
		{"another person", Action{AssigneeID: "Peter", Title: "follow up on the Azure build failures"}, ""},
		{"Q3/Q4", Action{AssigneeID: "Dana", Title: "Review the Q4 budget report"}, ""},
		{"write/review the same report", Action{AssigneeID: "Dana", Title: "Review the Q3 budget report"}, ""},
		{"iOS/Android", Action{AssigneeID: "수아", Title: "Android 앱 로그인 버그 확인"}, ""},
		{"client A/B", Action{AssigneeID: "하은", Title: "Call client B about the quote"}, ""},
		{"one place, two bookings", Action{AssigneeID: "Dana", Title: "Book a hotel in Tokyo"}, ""},
		{"a person's name", Action{AssigneeID: "Shiva", Title: "send GCP billing ID, Brian will stock credits"}, ""},
		{"a word of tracker work", Action{AssigneeID: "eP", Title: "update the PR"}, ""},
		{"api./www.", Action{AssigneeID: "Lee", Title: "Renew the www.example.com certificate"}, ""},
	} {
		d := ix.Match(c.a)
		switch {
		case c.key == "" && d.Verdict != New:
			t.Errorf("%s: %v %s, want new", c.name, d.Verdict, d.Evidence)
		case c.key != "" && (d.Verdict != Possible || d.Why.Kind != EvSharedSubject || len(d.Possible) != 1 || !strings.Contains(d.Possible[0].Key, c.key)):
			t.Errorf("%s: %v %s %+v, want possibly %s (shared-subject)", c.name, d.Verdict, d.Evidence, d.Possible, c.key)
		}
	}
	if d := ix.Match(Action{AssigneeID: "Christina", Title: "follow up on the Azure build failures"}); !strings.Contains(d.Evidence, "(Azure, failures)") {
		t.Errorf("evidence names the shared words as written: %s", d.Evidence)
	}
	// A word many tasks of the series carry names no subject.
	for i := range 30 {
		tasks = append(tasks, Task{Key: fmt.Sprintf("d:P:M2:A%03d:create-task", i+1), Title: fmt.Sprintf("check Azure quota %c", 'a'+i%26), AssigneeID: "Lee"})
	}
	if d := NewIndex(tasks).Match(Action{AssigneeID: "Christina", Title: "follow up on the Azure build failures"}); d.Verdict != Possible {
		t.Errorf("Azure and failures, failures rare: %v %s", d.Verdict, d.Evidence)
	}
	if d := NewIndex(tasks).Match(Action{AssigneeID: "Christina", Title: "Azure build questions"}); d.Verdict != New {
		t.Errorf("only Azure shared, a word of many tasks: %v %s", d.Verdict, d.Evidence)
	}
}

// onePair is one earlier task and one later line of the same person
// (with a due date, and a kind, as the case gives), and the verdict the
// line should get.
type onePair struct {
	name, earlier, later string
	want                 Verdict
}

func checkOnePairs(t *testing.T, due string, kind Kind, pairs []onePair) {
	t.Helper()
	for _, c := range pairs {
		t.Run(c.name, func(t *testing.T) {
			ix := NewIndex([]Task{{Key: "d:P:M1:A001:create-task", Title: c.earlier, AssigneeID: "지훈", DueDate: due}})
			d := ix.Match(Action{AssigneeID: "지훈", Title: c.later, Text: c.later, Due: due, Kind: kind})
			if d.Verdict != c.want {
				t.Fatalf("%q then %q: %s (%s); want %s", c.earlier, c.later, d.Verdict, d.Evidence, c.want)
			}
		})
	}
}

// The same person and due date in another language is shown as possibly
// the same task, unless the two titles carry different numbers: a
// translation keeps "1250" as it is.
func TestOtherLanguageKeepsItsNumbers(t *testing.T) {
	checkOnePairs(t, "2026-12-04", Plain, []onePair{
		{"translation", "공급사 계약서 초안 작성", "draft the supplier contract", Possible},
		{"translation with its number", "2027 예산안 검토", "review the 2027 budget", Possible},
		{"a number the other lacks", "공급사 계약서 1차 초안 작성", "review PR 1250", New},
		{"another number", "PR 1234 검토", "review PR 1250", New},
		{"an ordinal is no number", "계약서 1차 초안 작성", "first draft of the contract", Possible},
	})
}

// A carry-over line that names its task and also carries new work — a
// name or number the task lacks, or a verb of work with its object — is
// no silent restatement: the new work would be swallowed. It is filed
// and shown as possibly the same; a plain remark still links.
func TestCarryOverWithNewWork(t *testing.T) {
	checkOnePairs(t, "", CarryOver, []onePair{
		{"done remark", "Q3 report draft", "Q3 report draft — done", Same},
		{"rolling over", "review PR 1234", "review PR 1234 — not done yet, rolling over", Same},
		{"a new quarter after the remark", "Q3 report draft", "Q3 report draft — done; will start the Q4 report draft by Friday", Possible},
		{"new work after 완료", "창고 재고 실사 결과 정리", "창고 재고 실사 결과 정리 완료, 다음 주까지 재고 보고서 작성", Possible},
		{"and a second document", "update the README", "update the README and the CONTRIBUTING guide", Possible},
		{"및 a second step", "공급사 계약서 초안 작성", "공급사 계약서 초안 작성 및 법무팀 검토 요청", Possible},
		{"a report after it", "write the budget report", "write the budget report — sent to Dana", Same},
	})
}

// A line naming the task's pull request and another one ("review PR 1234
// and PR 1250") is no silent restatement of "review PR 1234": the second
// review would be swallowed. It is filed and shown; the same reference
// alone still links.
func TestTitleReferenceWithAnotherReference(t *testing.T) {
	ix := NewIndex([]Task{{Key: "d:P:M1:A001:create-task", Title: "review PR 1234", AssigneeID: "지훈"}})
	for _, c := range []struct {
		line string
		want Verdict
	}{
		{"review PR 1234 — still open", Same},
		{"merge PR 1234 tonight", Same},
		{"review PR 1234 and PR 1250 by Friday", Possible},
	} {
		if d := ix.Match(Action{AssigneeID: "지훈", Title: c.line, Text: c.line}); d.Verdict != c.want {
			t.Errorf("%q: %s (%s); want %s", c.line, d.Verdict, d.Evidence, c.want)
		}
	}
}

// A progress line that names its task and also takes new work ("…작성
// 중, 다음 주까지 법무 검토 요청 예정", "still writing …; will also send the
// slides") is filed and shown, not linked; a plain progress line links.
func TestProgressLineWithNewWork(t *testing.T) {
	checkOnePairs(t, "", Progress, []onePair{
		{"progress", "공급사 계약서 초안 작성", "공급사 계약서 초안 작성 중", Same},
		{"progress and a next step", "공급사 계약서 초안 작성", "공급사 계약서 초안 작성 중, 다음 주까지 법무 검토 요청 예정", Possible},
		{"progress and more work", "write the budget report", "still writing the budget report; will also send the slides to finance", Possible},
	})
}
