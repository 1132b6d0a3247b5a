package rules

import "testing"

// A group's sub-heading beside the people's under a heading of work
// ("### 공통", "### Everyone") heads the work they share; the same word
// heading a list with no person beside it, or under a heading of no work,
// heads nothing.
func TestGroupSubHeading(t *testing.T) {
	for _, c := range []struct {
		name  string
		lines []string
		want  map[int]string
		none  []int
	}{
		{"korean shared work", []string{
			"## 이번 주 할 일",   // 1
			"### 공통",        // 2
			"- 발표 자료 초안 정리", // 3
			"- 시연 영상 촬영",    // 4
			"",              // 5
			"### 한도윤",       // 6
			"- 로그인 화면 구현",   // 7
		}, map[int]string{3: "공통", 4: "공통", 7: "한도윤"}, nil},
		{"english shared work", []string{
			"## Action items",           // 1
			"### Everyone",              // 2
			"- Review the budget memo",  // 3
			"### Priya",                 // 4
			"- Send the venue contract", // 5
		}, map[int]string{3: "Everyone", 5: "Priya"}, nil},
		{"no person beside it", []string{
			"## 회의 내용",      // 1
			"### 공통",        // 2
			"- 발표 자료 초안 정리", // 3
			"### 기타",        // 4
			"- 시연 영상 촬영",    // 5
		}, nil, []int{3, 5}},
		{"under a heading of no work", []string{
			"## 회의 내용",      // 1
			"### 공통",        // 2
			"- 발표 자료 초안 정리", // 3
			"### 한도윤",       // 4
			"- 로그인 화면 구현함",  // 5
		}, nil, []int{3}},
	} {
		checkOwners(t, c.name, ownersOf(t, c.lines), c.want, c.none)
	}
}
