package rules

import "regexp"

// Lines that state no work after the meeting, though they read like a
// commitment: a change of role, an obligation denied, a release the
// calendar holds. They are not extracted; a line with commitment
// signals stays a possible action.

// reRoleChange: after "will" or "to", a change of role ("will be stepping
// down as co-chair", "will be joining as the new co-chair", "to serve as
// liaison"): who holds a role, not work after the meeting (role
// assignments are no actions).
var reRoleChange = regexp.MustCompile(`(?i)^(?:(?:be\s+)?(?:` + roleChangeAs + `|` + tookOverRole + `)|` + seatedPassive + `|(?:still\s+)?be\s+around\b)`)

// roleChangeAs: a change of role named by the role after "as" ("step
// down as", "join as", "serve as", "take over as", "stay on as").
const roleChangeAs = `(?:step(?:ping)?\s+down|join(?:ing)?|serv(?:e|ing)|act(?:ing)?|tak(?:e|ing)\s+over|continu(?:e|ing)|stay(?:ing)?(?:\s+on)?)\s+as\b`

// seatedPassive: "be confirmed", "be elected as …", "be appointed to the
// board next week": those named take a seat, with no agent who works for
// it ("… by Ana" names one: work).
const seatedPassive = `be\s+(?:confirmed|elected|re-?elected|appointed|nominated|seated|sworn\s+in|inducted)(?:\s+(?:as|to|end|on|at|in|next|this|tomorrow|today)\b|\s*[.;]|\s*$)`

// reRoleChangeIn: a role change anywhere in a line ("Ashwini will be
// stepping down as co-chair", "Michael (Chair) and Matteo will be
// confirmed end of day May 20": those named take a seat, with no agent
// who works for it).
var reRoleChangeIn = regexp.MustCompile(`(?i)\b(?:will|to|is|are)\s+(?:be\s+)?(?:` + roleChangeAs + `|` + tookOverRole + `)|\bwill\s+(?:` + seatedPassive + `|(?:still\s+)?be\s+around\b)`)

// tookOverRole: taking over a person's role ("take over Aeva's role",
// "taking over the seat"): who holds it, no work.
const tookOverRole = `tak(?:e|ing)\s+over\s+(?:\S+['’]s\s+|the\s+|his\s+|her\s+|their\s+)?(?:role|seat|position|duties|responsibilities)\b`

// reNegatedNeed: an obligation denied ("Doesn't need to be synchronous",
// "no need to define it"): the line says what is not required.
var reNegatedNeed = regexp.MustCompile(`(?i)^(?:it\s+|this\s+|that\s+|we\s+)?(?:doesn['’]t|does\s+not|don['’]t|do\s+not|no)\s+need\s+to\b|^(?:there\s+is\s+)?no\s+need\s+(?:to|for)\b`)

// reScheduledRelease: a release that is scheduled, said in the passive
// with no one doing it ("M74 is going to be released on April 23rd",
// "the spec is expected to be published in May"): a calendar, often
// another body's, not the team's work.
var reScheduledRelease = regexp.MustCompile(`(?i)\b(?:is|are)\s+(?:going|scheduled|expected|set|due|planned)\s+to\s+be\s+(?:released|published|shipped|cut)\b`)
