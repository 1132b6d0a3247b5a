package series

import "regexp"

// A finish with a deadline is a plan, not a finish: "get the release
// notes done by Friday", "to be completed by 10/16", "should be finished
// before the release", "금요일까지 완료" — the work is in progress, and
// the deadline is when it is now due (a restatement moves the task's due
// date to it). A line saying the work is done ("release notes done (due
// 10/16)", "어제까지 완료했음") states a finish.
var (
	reEnPlannedFinish = regexp.MustCompile(`(?i)\b(?:done|completed?|finished|wrapped\s+up)\s+(?:by|before|until|no\s+later\s+than)\s+(?:the\s+)?(?:end|eod|eow|cob|next|this|tomorrow|today|tonight|mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|\d)|\b(?:to|will|should|must|would|could|may|might|shall|going\s+to|expected\s+to|plans?\s+to|needs?\s+to)\s+(?:be\s+|get\s+)?(?:\S+\s+)?(?:done|completed|finished)\b|\bget(?:s|ting)?\s+(?:[\p{L}'’-]+\s+){0,6}?(?:done|finished|completed)\b`)
	// reFinishCondition: a finish the note waits for, not one it reports
	// ("Will do after proposal is done", "once the PR is merged", "끝나면"):
	// the work waits on it.
	reFinishCondition = regexp.MustCompile(`(?i)\b(?:after|once|when|until|till|before|as\s+soon\s+as|if)\s+(?:[\p{L}\p{N}'’#/._-]+\s+){0,6}?(?:is|are|was|gets?|has\s+been|have\s+been|be)\s+(?:done|completed|finished|merged|closed)\b|(?:완료|끝나|마무리\s*되|머지\s*되)(?:면|고\s*나서|는\s*대로|된\s*후|된\s*뒤)`)
	reKoFinishBy      = regexp.MustCompile(`까지\s*(?:완료|마무리)(?:\s*(?:하기|할\s*것|할|예정|목표|요망|필요|해\s*주세요|하겠습니다|하겠음))?\s*(?:$|[.,)。])`)
)
