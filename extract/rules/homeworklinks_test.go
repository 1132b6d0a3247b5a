package rules

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/axagent/axagent/extract"
)

// lineOwners: "line:owners" of each candidate, sorted, for comparing a
// reading with what a person reads.
func lineOwners(cs []extract.Candidate) string {
	return sortedLines(cs, " ", func(c extract.Candidate) string {
		return fmt.Sprintf("%d:%s", c.Line, strings.Join(c.Owners, "+"))
	})
}

// sortedLines: each candidate as line renders it, sorted, joined by sep.
func sortedLines(cs []extract.Candidate, sep string, line func(extract.Candidate) string) string {
	out := make([]string, 0, len(cs))
	for _, c := range cs {
		out = append(out, line(c))
	}
	sort.Strings(out)
	return strings.Join(out, sep)
}

// TestHomeworkLinks: a heading that hands out homework over lines that
// are only links (an online judge's problems, a chapter) gives one
// owner-less action per link, written as paragraphs or as items, in
// Korean or English; a link alone under other headings, nested under a
// step or in parentheses points at something and stays no action.
func TestHomeworkLinks(t *testing.T) {
	got, _ := parseWithPossible(t, `# 3주차

## 수업 내용 : 그래프 탐색, 최단 경로

## 3주차 과제
https://judge.example.org/problem/1101

[https://judge.example.org/problem/1202](https://judge.example.org/problem/1202)

# Week 4

## Homework
- https://example.edu/course/ch4
- [Chapter 5 exercises](https://example.edu/course/ch5)

## Action items
- https://git.example.org/team/app/issues/31

## References
- https://example.edu/slides/week4

## Homework
- Read the paper on consensus
  - https://example.edu/papers/raft
- (https://example.edu/papers/paxos)
`)
	if lineOwners(got) != "13: 14: 23: 6: 8:" {
		t.Errorf("got %q, want the four homework links and the step with its references, 13: 14: 23: 6: 8:\n%s", lineOwners(got), dump(got))
	}
}

// TestActionParagraphWorkVerb: plain lines under an action heading, no
// bullets, opening with a verb of work the first list did not hold
// ("Read …", "Solve …"), are its actions as "Update …" is.
func TestActionParagraphWorkVerb(t *testing.T) {
	got, _ := parseWithPossible(t, `# Week 2

## Action items
Read chapter 3 of the design book
Solve the two warm-up problems
Update the wiki page
`)
	if lineOwners(got) != "4: 5: 6:" {
		t.Errorf("got %q, want 4: 5: 6:\n%s", lineOwners(got), dump(got))
	}
}
