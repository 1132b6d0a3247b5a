package rules

import "testing"

// An owner in inline code closing a line is written as a dash would write
// it: on a plain line between rules and on a heading over its notes, the
// person named once is that line's owner. A code span holding a file or
// a function is no person.
func TestCodeOwnerTail(t *testing.T) {
	notes := "# 3주차 회의\n" + // 1
		"\n" +
		"1. 데이터 전처리 스크립트 정리\n" + // 3
		"\n" +
		"얼굴 영역 잘라내기 `Mina`\n" + // 5
		"\n" +
		"---\n" +
		"\n" +
		"### 모델 코드 분석\n" + // 9
		"\n" +
		"#### 인코더 블록 `한지수`\n" + // 11
		"\n" +
		"- 입력 차원 확인\n" +
		"\n" +
		"#### 설정 파일 `config.yaml`\n" + // 15
		"\n" +
		"- 학습률 값 정리\n"
	got := ownersByLine(t, notes)
	checkOwners(t, "code owner tail", got, map[int]string{5: "Mina", 11: "한지수"}, nil)
	if o, ok := got[15]; ok && o != "" {
		t.Errorf("line 15: owner %q from a file name in code", o)
	}
}
