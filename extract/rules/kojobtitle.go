package rules

import (
	"regexp"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// Korean minutes of a company or an institution name a person with the
// person's position after the name, and often the department before it:
// "CB본부 장동민 부장은 7/23까지 기준을 작성한다", "홍진호 이사님께서 확인",
// "박정호 대표님이 승인 예정". The rules read a name and its particle
// ("장동민은", "홍진호님께서"); the position between them hid the owner,
// or became the first word of the title ("이사 예상 처리 건수 확인").
// koJobTitles writes such a name as the rules read it: the position and
// a department right before the name go; the honorific and the particle
// stay.

// koPositions: positions and forms of address written after a name.
var koPositions = `대표이사|대표|부사장|사장|전무|상무|이사|본부장|센터장|실장|국장|부장|차장|과장|대리|주임|사원|팀장|파트장|그룹장|소장|원장|책임연구원|선임연구원|연구원|책임|선임|수석|매니저|변호사|회계사|PM|PO|PL`

// reKoNamePosition: a Korean full name, a space, a position, then the
// honorific and a subject's particle. (A position the name is the object
// of, "도하람 교수님 면담 신청", or an advisor's title, stays: the team's
// advisors own no work, koAdvisors.)
var reKoNamePosition = regexp.MustCompile(`(^|[\s(\[,·/])(?:([\p{L}\d]+(?:본부|팀|부서|실|센터|사업부|연구소|법무실))\s+)?([\p{Hangul}]{2,4})\s+(?:` + koPositions + `)(님)?(께서|은|는|이|가)\s`)

func koJobTitles(d *doc.Document) {
	for i := range d.Nodes {
		n := &d.Nodes[i]
		if n.Kind != doc.ListItem && n.Kind != doc.Paragraph || !extract.HasHangul(n.Text) {
			continue
		}
		n.Text = reKoNamePosition.ReplaceAllStringFunc(n.Text, func(s string) string {
			m := reKoNamePosition.FindStringSubmatch(s)
			if !koFullName(m[3]) || koCommonWord[m[3]] {
				return s
			}
			return m[1] + m[3] + m[4] + m[5] + " "
		})
	}
}
