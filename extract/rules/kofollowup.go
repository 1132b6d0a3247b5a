package rules

import "regexp"

// reKoFollowUpHeading: a Korean heading of follow-up work — "후속 정리
// 필요", "후속 확인 사항", "후속 작업 목록", "후속 처리": what the meeting
// leaves to be done after it. (A follow-up discussion, "후속 논의", is
// the next meeting's topic, not work.)
var reKoFollowUpHeading = regexp.MustCompile(`^후속\s*(?:조치|작업|정리|과제|업무|확인|처리|진행|사항|항목|액션|할\s*일)(?:\s*(?:필요|사항|예정|목록|계획|내용|항목))*$`)

// koFollowUpHeading: norm heads follow-up work.
func koFollowUpHeading(norm string) bool { return reKoFollowUpHeading.MatchString(norm) }
