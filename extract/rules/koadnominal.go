package rules

import "strings"

// koAdnominalStems: the verb and adjective stems whose -는/-은 form
// modifies the next word ("지원하는 인증 방식", "사용되는 설정", "남아
// 있는 작업", "같은 문서"). Their last syllable is no noun's: a title that
// drops the ending as if it were a topic particle ("공지문은" → "공지문")
// is left with a cut verb ("지원하 인증 방식"). 히 and 뀌 close passive
// and change verbs ("막히는 지점", "바뀌는 부분", "읽히는 순서") and no
// noun a title opens a clause with.
var koAdnominalStems = []string{"하", "되", "있", "없", "않", "받", "시키", "같", "많", "좋", "높", "낮", "괜찮", "히", "뀌"}

// koAdnominalStem reports whether h, a word less its -는/-은, ends in a
// verb or adjective stem, so the ending is a modifier's, not a particle.
func koAdnominalStem(h string) bool {
	for _, s := range koAdnominalStems {
		if strings.HasSuffix(h, s) {
			return true
		}
	}
	return false
}
