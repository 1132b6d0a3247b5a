package series

import "regexp"

// reDonePercent is how far a task is, in per cent, before or after a word
// of its status ("90% 완료", "80% done", "진척도 50%", "progress: 30%"):
// a status, not a number that tells one deliverable from another (which a
// per cent on its own may: "coverage to 80%" is not "coverage to 90%").
// The status word is kept (the status vocabulary reads it).
var reDonePercent = regexp.MustCompile(`(?i)\b\d{1,3}(?:\.\d+)?\s*%\s*(완료|진행|done|complete|completed|finished)|(진척도?|진행률|완료율|progress)\s*[:：]?\s*\d{1,3}(?:\.\d+)?\s*%`)
