package series

import "testing"

// A reference in a carry-over or progress line's status remark ("- in
// progress, PR #418 up") reports progress on the task, so the line links
// by the task's own reference. A reference in the work clause, after a
// verb of work or in a plan inside the remark, is work the task lacks:
// filed and shown, never linked.
func TestStatusRemarkReferenceIsProgress(t *testing.T) {
	for _, kind := range []Kind{CarryOver, Progress} {
		checkOnePairs(t, "", kind, []onePair{
			{"in progress, PR up", "fix the Windows docs build (#412)", "fix the Windows docs build (#412) - in progress, PR #418 up", Same},
			{"done, merged in", "fix the Windows docs build (#412)", "fix the Windows docs build (#412) — done, merged in #420", Same},
			{"blocked on", "fix the Windows docs build (#412)", "fix the Windows docs build (#412) - blocked on #77", Same},
			{"WIP in parentheses", "fix the Windows docs build (#412)", "fix the Windows docs build (#412) (WIP, see PR #9)", Same},
			{"under review", "port the parser to Go (#51)", "port the parser to Go (#51) – under review in PR #60", Same},
			{"진행 중, PR 올림", "윈도우 문서 빌드 수정 (#412)", "윈도우 문서 빌드 수정 (#412) - 진행 중, PR #418 올림", Same},
			{"완료", "윈도우 문서 빌드 수정 (#412)", "윈도우 문서 빌드 수정 (#412) - 완료, #420에서 머지됨", Same},
			{"an arrow", "윈도우 문서 빌드 수정 (#412)", "윈도우 문서 빌드 수정 (#412) → PR #418 올림", Same},
			{"리뷰 중", "윈도우 문서 빌드 수정 (#412)", "윈도우 문서 빌드 수정 (#412) (리뷰 중, PR #418)", Same},
			{"no reference in the work clause", "fix the Windows docs build", "fix the Windows docs build - in progress, PR #418 up", Same},
			{"Korean, no reference in the work clause", "윈도우 문서 빌드 수정", "윈도우 문서 빌드 수정 - 진행 중, PR #418 올림", Same},
			{"Korean status with no dash", "윈도우 문서 빌드 수정 (#412)", "윈도우 문서 빌드 수정 (#412) 진행 중, PR #418 올림", Same},
			// The protection holds: work of its own is not swallowed.
			{"a second reference in the work clause", "review PR #1234", "review PR #1234 and PR #1250 - in progress", Possible},
			{"a reference in the work clause before the remark", "fix the Windows docs build (#412)", "fix the Windows docs build (#412) and #99 - in progress", Possible},
			{"a verb of work in the remark", "fix the Windows docs build (#412)", "fix the Windows docs build (#412) - in progress, Carol to review PR #418", Possible},
			{"also fix in the remark", "fix the Windows docs build (#412)", "fix the Windows docs build (#412) - done; and also fix #99", Possible},
			{"a plan in the remark", "fix the Windows docs build (#412)", "fix the Windows docs build (#412) - in progress, will open PR #418 next", Possible},
			{"Korean second reference before the status", "PR #1234 검토", "PR #1234 및 PR #1250 검토 진행 중", Possible},
			{"Korean plan after the status", "윈도우 문서 빌드 수정 (#412)", "윈도우 문서 빌드 수정 (#412) 진행 중, #99 수정 예정", Possible},
			{"Korean verb of work in the remark", "윈도우 문서 빌드 수정 (#412)", "윈도우 문서 빌드 수정 (#412) - 진행 중, Bob과 함께 PR #418 검토", Possible},
			{"Korean plan in the remark", "윈도우 문서 빌드 수정 (#412)", "윈도우 문서 빌드 수정 (#412) - 진행 중, #99 수정 예정", Possible},
			{"no status word: no remark", "fix the Windows docs build (#412)", "fix the Windows docs build (#412) - see PR #418", Possible},
		})
	}
	// A remark naming what the work covers keeps the line apart from
	// other work of the same words.
	ix := NewIndex([]Task{{Key: "d:P:M1:A001:create-task", Title: "port the tests to Windows", AssigneeID: "지훈"}})
	for _, kind := range []Kind{CarryOver, Progress} {
		line := withoutStatusRemark("port the tests - done for Linux")
		if d := ix.Match(Action{AssigneeID: "지훈", Title: line, Text: line, Kind: kind}); d.Verdict == Same {
			t.Errorf("%s %q linked to %q (%s)", kind, line, "port the tests to Windows", d.Evidence)
		}
	}
	// A plain action item's references are all work, whatever follows.
	checkOnePairs(t, "", Plain, []onePair{
		{"plain line", "fix the Windows docs build (#412)", "fix the Windows docs build (#412) - in progress, PR #418 up", Possible},
	})
}

// The title filed from a carry-over or progress line is its work, its
// status remark off; a remark that names work keeps it all.
func TestWithoutStatusRemark(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"fix the Windows docs build (#412) - in progress, PR #418 up", "fix the Windows docs build (#412)"},
		{"fix the Windows docs build (#412) — done, merged in #420", "fix the Windows docs build (#412)"},
		{"fix the Windows docs build (#412) - blocked on #77", "fix the Windows docs build (#412)"},
		{"fix the Windows docs build (#412) (WIP, see PR #9)", "fix the Windows docs build (#412)"},
		{"fix the docs build (WIP) for Windows", "fix the docs build for Windows"},
		{"윈도우 문서 빌드 수정 (#412) - 진행 중, PR #418 올림", "윈도우 문서 빌드 수정 (#412)"},
		{"윈도우 문서 빌드 수정 (#412) (리뷰 중)", "윈도우 문서 빌드 수정 (#412)"},
		{"draft the 2026–2027 budget - done", "draft the 2026–2027 budget"},
		{"fix the Windows docs build (#412) → PR #418 up", "fix the Windows docs build (#412)"},
		{"윈도우 문서 빌드 수정 (#412) 진행 중, PR #418 올림", "윈도우 문서 빌드 수정 (#412)"},
		// Kept: no status, or work in the remark, or nothing before it.
		{"fix the Windows docs build (#412)", "fix the Windows docs build (#412)"},
		{"fix the Windows docs build - see PR #418", "fix the Windows docs build - see PR #418"},
		{"fix the Windows docs build - in progress, will also fix #99", "fix the Windows docs build - in progress, will also fix #99"},
		{"fix the Windows docs build - done, Bob to review PR #418", "fix the Windows docs build - done, Bob to review PR #418"},
		{"윈도우 문서 빌드 수정 - 진행 중, #99 수정 예정", "윈도우 문서 빌드 수정 - 진행 중, #99 수정 예정"},
		{"(done)", "(done)"},
		{"port the tests - done for Linux", "port the tests - done for Linux"},
		{"계약서 검토 중, PR #5 올림", "계약서 검토 중, PR #5 올림"},
		{"measure the parser on large files (can it be done without the rewrite?)", "measure the parser on large files (can it be done without the rewrite?)"},
		{"윈도우 문서 빌드 수정 진행 중, #99 수정 예정", "윈도우 문서 빌드 수정 진행 중, #99 수정 예정"},
		{"email the presenters about the upload (should be done soon)", "email the presenters about the upload (should be done soon)"},
		{"side tasks for the release (not urgent but to be done)", "side tasks for the release (not urgent but to be done)"},
		{"fix the Windows docs build - see PR #418, in progress", "fix the Windows docs build - see PR #418, in progress"},
	} {
		if got := withoutStatusRemark(c.in); got != c.want {
			t.Errorf("%q: %q, want %q", c.in, got, c.want)
		}
	}
}
