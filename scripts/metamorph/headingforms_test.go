package main

import (
	"strings"
	"testing"
)

func TestHeadingForms(t *testing.T) {
	const notes = "# T\n## A\n### 진행\n- x\n### 계획\n#### Deep\n## B\n### Sub\n```\n## code\n```"
	for _, tc := range []struct {
		name string
		f    func([]string, []action) int
		want string
	}{
		{"roman", romanHeadings, "# T\nⅠ. A\n1) 진행\n- x\n2) 계획\n(1) Deep\nⅡ. B\n1) Sub\n```\n## code\n```"},
		{"bracket", bracketHeadings, "# T\n【A】\n[진행]\n- x\n[계획]\n< Deep >\n【B】\n[Sub]\n```\n## code\n```"},
		{"glyph", glyphHeadings, "# T\n■ A\n◆ 진행\n- x\n◆ 계획\n▣ Deep\n■ B\n◆ Sub\n```\n## code\n```"},
		{"emoji", emojiHeadings, "# T\n📌 A\n✏️ 진행\n- x\n✏️ 계획\n🔹 Deep\n📌 B\n✏️ Sub\n```\n## code\n```"},
	} {
		lines := strings.Split(notes, "\n")
		if n := tc.f(lines, nil); n != 6 {
			t.Errorf("%s: %d lines rewritten, want 6", tc.name, n)
		}
		if got := strings.Join(lines, "\n"); got != tc.want {
			t.Errorf("%s:\n%q\nwant\n%q", tc.name, got, tc.want)
		}
	}
}

func TestContinuationMarks(t *testing.T) {
	lines := strings.Split("- a\n  - b\n    * c\n1. d\n   - e\n```\n  - f\n```", "\n")
	continuationMarks("ㄴ")(lines, nil)
	want := "- a\n  ㄴ b\n    ㄴ c\n1. d\n   ㄴ e\n```\n  - f\n```"
	if got := strings.Join(lines, "\n"); got != want {
		t.Errorf("continuationMarks:\n%q\nwant\n%q", got, want)
	}
}
