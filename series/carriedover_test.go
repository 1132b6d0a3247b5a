package series

import (
	"context"
	"testing"

	"github.com/axagent/axagent/extract/doc"
)

// Items under a label saying they are restated from an earlier meeting —
// a paragraph just above the list, a parent item, a heading; English and
// Korean — are carry-over lines; items under other labels are not.
func TestCarriedOverAt(t *testing.T) {
	notes := "# Weekly\n\n" +
		"Carried forward from previous meeting:\n- Omar: login bug\n\n" + // 4
		"Carried over:\n- Dana: customer survey\n\n" + // 7
		"이월:\n- 민서: 견적서 발송\n\n" + // 10
		"- 지난주에서 이월된 업무\n  - 서연: 보고서 작성\n\n" + // 13
		"## Rolled over\n- Omar: release notes\n\n" + // 16
		"## Action items\n- Dana: Write the Q4 report\n\n" + // 19
		"Decisions:\n- 민서: 견적서 양식 변경\n" // 22
	d, err := doc.Parse(context.Background(), []byte(notes))
	if err != nil {
		t.Fatal(err)
	}
	for line, want := range map[int]bool{4: true, 7: true, 10: true, 13: true, 16: true, 19: false, 22: false} {
		if got := CarriedOverAt(d, line); got != want {
			t.Errorf("line %d: carried over %v, want %v", line, got, want)
		}
	}
}
