package rules

import (
	"context"
	"testing"
)

// An unindented line right under an item continues the item's text
// (CommonMark's lazy continuation): it is no nested detail that would turn
// the item into a heading of its children, so the item stays a task. A
// real child item still makes its parent a heading.
func TestLazyLineIsNoChild(t *testing.T) {
	for _, tc := range []struct {
		name, notes string
		want        []int
	}{
		{"lazy line", "### 목요일 전까지\n\n- 데이터 다운로드\n(input image랑 카메라 임베딩 값 포함된 것)\n\n- 학습 정보 알아보기\n", []int{3, 6}},
		{"nested item", "### 목요일 전까지\n\n- 데이터 다운로드\n  - input image랑 카메라 임베딩 값\n\n- 학습 정보 알아보기\n", []int{6}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Parse(context.Background(), []byte(tc.notes), nil)
			if err != nil {
				t.Fatal(err)
			}
			var lines []int
			for _, c := range got {
				lines = append(lines, c.Line)
			}
			if len(lines) != len(tc.want) {
				t.Fatalf("lines %v, want %v:\n%s", lines, tc.want, dump(got))
			}
			for i := range lines {
				if lines[i] != tc.want[i] {
					t.Fatalf("lines %v, want %v:\n%s", lines, tc.want, dump(got))
				}
			}
		})
	}
}
