package rules

// koEventNouns: the gatherings a Korean team or study group counts time
// by. "다음 스터디까지", "다음 스프린트 전까지", "다음 멘토링까지" give a
// deadline the way "다음 회의까지" does, and so does a class's or study
// group's "다음 시간까지" (by the next session).
const koEventNouns = `회의|미팅|모임|스터디|스프린트|세션|멘토링|수업|발표|다음\s*시간`
