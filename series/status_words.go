package series

import (
	"regexp"
	"strings"
)

// reDonePercent is how far a task is, in per cent, before or after a word
// of its status ("90% 완료", "80% done", "진척도 50%", "progress: 30%"):
// a status, not a number that tells one deliverable from another (which a
// per cent on its own may: "coverage to 80%" is not "coverage to 90%").
// The status word is kept (the status vocabulary reads it).
var reDonePercent = regexp.MustCompile(`(?i)\b\d{1,3}(?:\.\d+)?\s*%\s*(완료|진행|done|complete|completed|finished)|(진척도?|진행률|완료율|progress)\s*[:：]?\s*\d{1,3}(?:\.\d+)?\s*%`)

// The words a restatement's line uses for how its task stands besides
// the status vocabulary (StatusOf): a pull request written as open or
// merged, a task carried over. They are read for a restatement's status
// only, never dropped from a deliverable (a title may name a merge).
var (
	// reWordsMerged: merged, and not a merge to come ("to be merged",
	// "once merged").
	reWordsMerged    = regexp.MustCompile(`(?i)\bmerged\b`)
	reWordsToMerge   = regexp.MustCompile(`(?i)\b(?:to\s+be|will\s+be|should\s+be|can\s+be|be|get|gets|getting|once|when|after|until|before|if|not(?:\s+yet)?|un)\s*merged\b`)
	reWordsPROpen    = regexp.MustCompile(`(?i)\b(?:PR|pull\s+request|MR)s?\s*(?:#?\d+\s*)?(?:is\s+|are\s+)?(?:open(?:ed)?|up|submitted|in\s+review|under\s+review|in\s+draft)\b|\b(?:opened|submitted|filed|put\s+up|raised)\s+(?:a\s+|the\s+|an?\s+draft\s+)?(?:PR|pull\s+request|MR)\b`)
	reWordsCarryOver = regexp.MustCompile(`(?i)\bcarr(?:y|ied|ies|ying)[- ]?over\b|\bcarryover\b`)
	// reLaterStep: a restatement naming a later step of work already
	// under way — finishing, finalizing, resuming, merging it ("finish
	// tests for PR 889", "take back up PR 951", "will merge PR 932").
	reLaterStep = regexp.MustCompile(`(?i)\b(?:finish|finaliz(?:e|ing)|finalis(?:e|ing)|wrap\s+up|resum(?:e|ing)|(?:take|taking|pick|picking)\s+(?:(?:it|this|that|them)\s+)?back\s+up|get(?:ting)?\s+back\s+to|merge)\b`)
)

// Status marks written as a glyph or as its shortcode (GitHub, HackMD,
// Slack: ":heavy_check_mark:", ":construction:").
var (
	reMarkDone     = regexp.MustCompile(`(?i):(?:white_check_mark|heavy_check_mark|ballot_box_with_check|check|done):|[✓✔✅☑]`)
	reMarkUnderway = regexp.MustCompile(`(?i):(?:construction|hourglass|hourglass_flowing_sand|arrows_counterclockwise|repeat|hammer_and_wrench|wip):|[🚧⏳🔄]`)
)

// wordsStatus is the status the words above give a restatement's line.
func wordsStatus(text string) Status {
	switch {
	case reMarkUnderway.MatchString(text):
		return StatusInProgress
	case reMarkDone.MatchString(text):
		return StatusDone
	case reWordsMerged.MatchString(text) && !reWordsToMerge.MatchString(text):
		return StatusDone
	case reWordsPROpen.MatchString(text) || reWordsCarryOver.MatchString(text):
		return StatusInProgress
	}
	return StatusNone
}

// laterStep: the line names a later step of its task (in progress).
func laterStep(text string) Status {
	return laterStepAfter(text, "")
}

// laterStepAfter is laterStep for a restatement of the task titled
// earlier: a step the earlier title already names ("finish the survey"
// restated as "finish the survey", "merge PR 81" as "will merge PR 81")
// is the task's own work, not a later step of it.
func laterStepAfter(text, earlier string) Status {
	steps := reLaterStep.FindAllString(text, -1)
	if len(steps) == 0 {
		return StatusNone
	}
	own := map[string]bool{}
	for _, m := range reLaterStep.FindAllString(earlier, -1) {
		own[stepStem(m)] = true
	}
	for _, m := range steps {
		if !own[stepStem(m)] {
			return StatusInProgress
		}
	}
	return StatusNone
}

// stepStem is a later-step match read as its verb ("Finalizing" and
// "finalise" are one step; "take it back up" and "taking back up").
func stepStem(m string) string {
	w := strings.ToLower(strings.Fields(m)[0])
	if r := []rune(w); len(r) > 4 {
		w = string(r[:4])
	}
	return w
}
