package rules

// Forms met in English minutes of teams the extractor was never measured
// on (a standards body's speaker-coded minutes, a project's community
// calls, a foundation's committee minutes), built as compositions like
// kounseen_test.go's: every way the form is written, and the look-alikes
// that must keep their reading.

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// possibleOn is the possible action listed on line ln, if any.
func (m *misreads) possibleOn(notes string, ln int) (string, bool) {
	m.t.Helper()
	_, pos := parseWithPossible(m.t, notes)
	for _, p := range pos {
		if p.Line == ln {
			return p.SignalText(), true
		}
	}
	return "", false
}

// TestEmailAddressNoHandle: the "@" of an e-mail address ("ana@example.org
// is my email, I'll send …") opens no handle: its domain was read as the
// person who owns the line.
func TestEmailAddressNoHandle(t *testing.T) {
	addrs := []string{"choldgraf@berkeley.edu", "ana@example.org", "bob.smith@lists.example.com", "team-infra@corp.example.net"}
	lines := []string{
		"%s is my email, feel free to ping me and I'll send some resources",
		"ping %s and I will send it",
		"Write to %s, we will reply by Friday",
		"Contact %s; I'll forward the slides",
	}
	m := misreads{t: t}
	for _, a := range addrs {
		domain := a[strings.Index(a, "@")+1:]
		for _, l := range lines {
			for _, head := range []string{"## Notes\n\n", "## Action items\n\n"} {
				notes := "# Community call\n\n" + head + "* " + fmt.Sprintf(l, a) + "\n"
				c, ok := m.read(notes, 5)
				sig, _ := m.possibleOn(notes, 5)
				m.check(!(ok && strings.Contains(c.Assignee, domain)) && !strings.Contains(sig, "person: "+domain), "%q: %s, possible %q", fmt.Sprintf(l, a), describe(c, ok), sig)
			}
		}
	}
	// A handle beside an address is still the owner.
	notes := "# Community call\n\n## Action items\n\n* @ana will send the deck (ana@example.org)\n"
	c, ok := m.read(notes, 5)
	m.check(ok && c.Assignee == "@ana", "@ana beside her address: %s", describe(c, ok))
	m.done()
}

// TestParenQualifierNoOwner: a lower-case compound in parentheses before
// the noun it qualifies ("speak at (non-jupyter-specific) conferences",
// "Update (mid-term) goals doc") names nobody; a handle in parentheses
// still owns the item.
func TestParenQualifierNoOwner(t *testing.T) {
	quals := []string{"non-jupyter-specific", "mid-term", "long-term", "follow-up", "read-only", "cross-team"}
	items := []string{
		"Help them speak at (%s) conferences about their work",
		"Update (%s) goals doc",
		"TODO: we should draft the (%s) roadmap",
		"Write a (%s) summary for the board",
		"Plan (%s) sessions for the spring",
	}
	m := misreads{t: t}
	for _, q := range quals {
		for _, it := range items {
			notes := "# Team meeting\n\n## Action items\n\n* " + fmt.Sprintf(it, q) + "\n"
			c, ok := m.read(notes, 5)
			m.check(ok && c.Assignee == "", "%q: %s", fmt.Sprintf(it, q), describe(c, ok))
		}
	}
	for _, l := range []string{"* Write the roadmap (jane-doe) by Friday", "* Write the roadmap (betatim)", "* Turn it into a checklist (mara-k) so we can track it"} {
		c, ok := m.read("# Team meeting\n\n## Action items\n\n"+l+"\n", 5)
		m.check(ok && c.Assignee != "", "%q: %s, want its owner", l, describe(c, ok))
	}
	m.done()
}

// TestIntroInfinitiveNoCommitment: a speaker's sentence that opens with an
// infinitive of purpose before its subject ("CW: To be clear, most
// languages …") commits the speaker to nothing; "CW: to review the PR,
// …" (the infinitive is the work) still does.
func TestIntroInfinitiveNoCommitment(t *testing.T) {
	intros := []string{"To be clear", "To cut to the chase", "To answer Sam's question more directly", "To try and move forward", "To summarize", "To be fair to the proposal"}
	rests := []string{
		"most source level languages have structural types",
		"this is going to lead back to the discussion of nominal types",
		"there is documentation here",
		"it sounds like we're interested in this functionality",
		"the current design covers this case",
	}
	m := misreads{t: t}
	for _, in := range intros {
		for _, r := range rests {
			notes := "# GC subgroup meeting\n\n## Discussion\n\nCW: " + in + ", " + r + ".\n\nCW: I will write up the proposal by Friday.\n"
			c, ok := m.read(notes, 5)
			m.check(!ok, "CW: %s, %s: %s", in, r, describe(c, ok))
		}
	}
	c, ok := m.read("# GC subgroup meeting\n\n## Discussion\n\nCW: I will write up the proposal by Friday.\n", 5)
	m.check(ok && c.Assignee == "CW", "the speaker's own commitment: %s", describe(c, ok))
	m.done()
}

// TestSeatedNoWork: people who will be confirmed, elected or appointed
// take a seat; no one works for it ("Michael (Chair) and Matteo
// (Vice-chair) will be confirmed end of day May 20" read as Michael's
// work due "end of day").
func TestSeatedNoWork(t *testing.T) {
	who := []string{"Michael (Chair) and Matteo (Vice-chair)", "Ana", "Ana and Bo"}
	how := []string{"confirmed end of day May 20", "elected as co-chairs", "appointed to the board next week", "nominated at the next meeting", "seated.", "confirmed"}
	m := misreads{t: t}
	for _, w := range who {
		for _, h := range how {
			for _, lead := range []string{"", "unless there are objections "} {
				notes := "# TSC meeting\n\nPresent: Michael, Matteo, Ana, Bo\n\n## Chair election\n\n* " + lead + w + " will be " + h + "\n"
				c, ok := m.read(notes, 7)
				m.check(!ok, "%s will be %s: %s", w, h, describe(c, ok))
			}
		}
	}
	c, ok := m.read("# TSC meeting\n\nPresent: Michael, Matteo, Ana, Bo\n\n## Chair election\n\n* Ana will be reviewing the charter by Friday\n", 7)
	m.check(ok && c.Assignee == "Ana", "Ana will be reviewing: %s", describe(c, ok))
	m.done()
}

// TestDecisionRecordNoPerson: "Poll: Create a new Subgroup …", "Agreement
// to close the vote." record what the meeting settled; the label is no
// person.
func TestDecisionRecordNoPerson(t *testing.T) {
	labels := []string{"Poll", "Vote", "Agreement", "Resolution", "Conclusion", "Polls"}
	works := []string{": Create a new Subgroup with this charter", " to close the vote.", ": adopt the charter as amended", " to publish the report"}
	m := misreads{t: t}
	for _, l := range labels {
		for _, w := range works {
			for _, head := range []string{"## Discussion\n\n", "## Decisions\n\n"} {
				notes := "# CG meeting\n\n" + head + "* " + l + w + "\n"
				c, ok := m.read(notes, 5)
				sig, _ := m.possibleOn(notes, 5)
				m.check(!(ok && c.Assignee == l) && !strings.Contains(sig, "person: "+l), "%s%s: %s, possible %q", l, w, describe(c, ok), sig)
			}
		}
	}
	m.done()
}

// TestTickedBoxHeld: a ticked box of a checklist with its owner ("- [x]
// Governance repo (@ckerr)" under "Housekeeping checklist:") records
// work done: read, but held for a person to confirm it is still to do,
// as a table row marked done is. The open box beside it is work.
func TestTickedBoxHeld(t *testing.T) {
	lead := []string{"* Housekeeping checklist:\n", "## Agenda\n\n* Setup:\n", "## Notes\n\n"}
	boxes := []string{"[x] Governance repo (@ckerr)", "[X] Process draft (@ckerr)", "[x] @ckerr add the WG to the README", "[x] Add those volunteers whose emails are known (@MarshallOfSound)"}
	m := misreads{t: t}
	for _, l := range lead {
		for _, b := range boxes {
			notes := "# API WG\n\n" + l + "    - " + b + "\n    - [ ] Style guide draft (@zcbenz)\n"
			got, _ := parseWithPossible(t, notes)
			ln := strings.Count(notes, "\n") - 1
			c, ok := readOn(got, ln)
			m.check(!ok || slices.ContainsFunc(c.Problems, func(p string) bool { return strings.HasPrefix(p, problemMarkedDone) }), "%q: %s, want held as marked done", b, describe(c, ok))
			o, ok := readOn(got, ln+1)
			m.check(ok && !slices.ContainsFunc(o.Problems, func(p string) bool { return strings.HasPrefix(p, problemMarkedDone) }), "the open box beside %q: %s", b, describe(o, ok))
		}
	}
	m.done()
}

// TestDayEventObject: a day's event that is the work's object ("@ckerr to
// lead next week's meeting") is no deadline: the title kept "lead" alone,
// due "next week". After a preposition ("for next week's meeting") it
// still is one.
func TestDayEventObject(t *testing.T) {
	verbs := []string{"lead", "chair", "run", "record", "moderate", "host"}
	days := []string{"next week's", "next week’s", "Thursday's", "tomorrow's", "next month's"}
	events := []string{"meeting", "call", "sync", "demo", "retro"}
	m := misreads{t: t}
	for _, v := range verbs {
		for _, d := range days {
			for _, e := range events {
				line := "* **@ckerr** to " + v + " " + d + " " + e
				c, ok := m.read("# Releases WG\n\n## Action Items\n\n"+line+"\n", 5)
				m.check(ok && c.Due == "" && strings.HasPrefix(c.Title, v+" ") && strings.Contains(c.Title, e), "%q: %s", line, describe(c, ok))
			}
		}
	}
	for _, l := range []string{"* Cy to prepare the notes for next week's meeting", "* Ana to circulate the draft before Thursday's call"} {
		c, ok := m.read("# Releases WG\n\n## Action Items\n\n"+l+"\n", 5)
		m.check(ok && c.Due != "", "%q: %s, want its deadline", l, describe(c, ok))
	}
	m.done()
}

// TestCommaJoinedCommitments: two people's commitments set apart by a
// comma ("João Reis will add links to scripts into issue, Michael to
// submit PR with doc") are each their person's task, as with a
// semicolon; before, one task of both titled with the second's clause.
func TestCommaJoinedCommitments(t *testing.T) {
	firsts := []string{"João Reis will add links to scripts into issue", "Rod will update the CI job", "Rod to draft the policy", "João Reis to fix the flaky test"}
	seconds := []string{"Michael to submit PR with doc", "Michael will review it", "Michael to send it to the list"}
	m := misreads{t: t}
	for _, f := range firsts {
		for _, s := range seconds {
			for _, head := range []string{"## Minutes\n\n* some discussion of how it works\n", "## Action items\n\n"} {
				notes := "# Build WG\n\nPresent: João Reis, Michael Dawson, Rod Vagg\n\n" + head + "* " + f + ", " + s + "\n"
				got, _ := parseWithPossible(t, notes)
				ln := strings.Count(notes, "\n")
				var mine []string
				for _, c := range got {
					if c.Line == ln {
						mine = append(mine, c.Assignee+": "+c.Title)
					}
				}
				m.check(len(mine) == 2 && !strings.Contains(mine[0], "Michael") && strings.HasPrefix(mine[1], "Michael: "), "%q, %q: %q", f, s, mine)
			}
		}
	}
	m.done()
}

// TestShoutedModal: a modal or "to" in capitals after a name ("LEAH WILL
// create pyopensci website", "NEIL TO send the invite") commits the
// person as the lower-case word does. "Will" alone may be a person's
// name, so only the capitals are read so.
func TestShoutedModal(t *testing.T) {
	names := []string{"LEAH", "Leah", "Neil Chue Hong", "@leah"}
	modals := []string{"WILL", "TO", "MUST", "SHALL"}
	works := []string{"create pyopensci website and link to pyopensci.org", "send the invite to the reviewers", "update the editor guide"}
	m := misreads{t: t}
	for _, n := range names {
		for _, md := range modals {
			for _, w := range works {
				for _, head := range []string{"## Notes\n\n* website\n    - ", "## Action items\n\n- "} {
					notes := "# pyOpenSci meeting\n\nAttendees: Leah Wasser, Neil Chue Hong, Luiz Irber\n\n" + head + n + " " + md + " " + w + "\n"
					ln := strings.Count(notes, "\n")
					c, ok := m.read(notes, ln)
					m.check(ok && strings.EqualFold(strings.TrimPrefix(c.Assignee, "@"), strings.TrimPrefix(n, "@")) && c.Title == w, "%s %s %s (%q): %s", n, md, w, head[:8], describe(c, ok))
				}
			}
		}
	}
	m.done()
}

// TestLinkWrappedTitle: an action whose line breaks inside a link's text
// ("Thomas is going to ask Nathaniel for a concrete counter proposal for
// [PEP" / "  654](https://…) (Exception Groups and" / "  except*).", a
// council's minutes hard-wrapped at 80 columns) is titled by the whole
// sentence with the link as its text: before, "… for [PEP", or the link's
// markup kept.
func TestLinkWrappedTitle(t *testing.T) {
	leads := []string{"Thomas is going to ask Nathaniel for a concrete counter proposal for", "ACTION: Ana to review", "Carol will ask Barry about"}
	links := [][2]string{{"[PEP", "654](https://peps.python.org/pep-0654/)"}, {"[the release", "schedule](https://example.org/schedule)"}, {"[issue", "#42](https://github.com/o/r/issues/42)"}}
	tails := []string{".", " by Friday.", " (Exception Groups and\n  except*)."}
	m := misreads{t: t}
	for _, l := range leads {
		for _, k := range links {
			for _, tl := range tails {
				notes := "# May 17\n\nAttendees: Thomas, Nathaniel, Ana, Carol, Barry\n\n## Notes\n\n- " + l + " " + k[0] + "\n  " + k[1] + tl + "\n"
				c, ok := m.read(notes, 7)
				text := k[0][1:] + " " + k[1][:strings.Index(k[1], "]")]
				m.check(ok && strings.Contains(c.Title, text) && !strings.ContainsAny(c.Title, "[]") && (tl != " by Friday." || c.Due == "by Friday"), "%s %s / %s%q: %s", l, k[0], k[1], tl, describe(c, ok))
			}
		}
	}
	m.done()
}

// TestParenOpenerNoSubject: a capitalised word that opens a parenthesis
// closing before the commitment ("PEP 674 (Disallow using macros as
// l-values), and will start a doc", "RFC 12 (Alice Smith presenting) and
// will vote next week") is not who commits: the group before it is.
func TestParenOpenerNoSubject(t *testing.T) {
	subjects := []string{"The SC discussed", "The WG looked at", "We reviewed"}
	things := []string{"PEP 674 (Disallow using macros as l-values)", "RFC 12 (Alice Smith presenting)", "the roadmap (Bob drafted it)", "issue 9 (Packaging Guide rewrite)"}
	tails := []string{", and will start a doc with the reply.", " and will vote next week.", ", and will follow up with the authors."}
	m := misreads{t: t}
	for _, s := range subjects {
		for _, th := range things {
			for _, tl := range tails {
				line := s + " " + th + tl
				c, ok := m.read("# SC update\n\nAttendees: Alice Smith, Bob\n\n## 2022-02-07\n\n- "+line+"\n", 7)
				inner := th[strings.Index(th, "(")+1:]
				m.check(!ok || !strings.HasPrefix(inner, c.Assignee) || c.Assignee == "", "%q: %s", line, describe(c, ok))
			}
		}
	}
	c, ok := m.read("# SC update\n\n## 2022-02-07\n\n- We reviewed the plan (Alice drafted it), and Bob will send it out.\n", 5)
	m.check(ok && c.Assignee == "Bob", "Bob's own clause after the parenthesis: %s", describe(c, ok))
	m.done()
}

// TestMiddleInitialOneOwner: a name with a middle initial ("David A.
// Wheeler will help!") is one owner; the initial's stop opens no second
// clause (read as owners "David A. Wheeler, A. Wheeler").
func TestMiddleInitialOneOwner(t *testing.T) {
	names := []string{"David A. Wheeler", "John F. Kennedy", "Mary J. Blige", "Ana M. Ruiz"}
	works := []string{"will help!", "will send the report.", "to review the draft", "will follow up with the board next week."}
	m := misreads{t: t}
	for _, n := range names {
		for _, w := range works {
			for _, head := range []string{"## Notes\n\n* ", "## Action items\n\n- "} {
				c, ok := m.read("# TAC meeting\n\n"+head+n+" "+w+"\n", 5)
				m.check(ok && len(c.Owners) == 1 && c.Assignee == n, "%s %s: %s", n, w, describe(c, ok))
			}
		}
	}
	m.done()
}

// TestRoleHandOverNoWork: "Aeva will still be around OSS & security",
// "Jay White will take over Aeva's role": someone's presence and a role
// changing hands, no work (read as one task of both, titled "still be
// around OSS & security").
func TestRoleHandOverNoWork(t *testing.T) {
	lines := []string{
		"Last week at Microsoft. Aeva will still be around OSS & security. Jay White will take over Aeva’s role.",
		"Jay White will take over Aeva's role.",
		"Jay White will be taking over the seat from next month.",
		"Aeva will be around for questions.",
	}
	m := misreads{t: t}
	for _, l := range lines {
		for _, head := range []string{"## Notes\n\n* Aeva's topic\n    * ", "## Updates\n\n* "} {
			notes := "# TAC meeting\n\nAttendees: Aeva, Jay White, Omkhar\n\n" + head + l + "\n"
			ln := strings.Count(notes, "\n")
			c, ok := m.read(notes, ln)
			m.check(!ok, "%s: %s", l, describe(c, ok))
		}
	}
	c, ok := m.read("# TAC meeting\n\nAttendees: Aeva, Jay White, Omkhar\n\n## Action items\n\n* Jay White will take over the release notes\n", 7)
	m.check(ok && c.Assignee == "Jay White", "taking over a piece of work: %s", describe(c, ok))
	m.done()
}

// TestSubjectOwnsSignals: a line read from its signals is owned by who
// opens it before the modal ("Ferrocene will continue to upstream their
// changes into the FLS", a consortium's minutes; "Omkhar will return with
// an update on TAC Issue 177"), not by a name the notes knew first and the
// line mentions later (read as the FLS's, the TAC's).
func TestSubjectOwnsSignals(t *testing.T) {
	bodies := []string{"TAC", "FLS", "OSV"}
	works := []string{"will return with an update on %s Issue 177 on 25July", "will continue to upstream their changes into the %s", "to follow up with the %s chairs about the vote"}
	m := misreads{t: t}
	for _, b := range bodies {
		for _, w := range works {
			line := "Ferrocene " + fmt.Sprintf(w, b)
			notes := "# Meeting\n\n## Attendees\n\n* @" + b + "\n* Harry Jones\n* Jo Smith\n\n## Updates\n\n* Ferrocene update\n    * " + line + "\n"
			ln := strings.Count(notes, "\n")
			c, ok := m.read(notes, ln)
			m.check(!ok || c.Assignee == "Ferrocene", "%s: %s", line, describe(c, ok))
		}
	}
	m.done()
}

// TestNameFirstActionLabel: the owner written before the action label —
// HackMD's author tag ("**[name=Meekail] Action**: Draft a CoC page",
// "**[name=Adrin] Action** Make a private channel") or a name the notes
// know ("**Dana Action**: …") — owns the work; "[name=Olivier] will open an
// RFC issue" commits the tagged person as "[name=Dana] to …" does. Before,
// none of them was read. Words before "Action" that name nobody ("Open
// Source Wallets In Action: Credo …") stay a label.
func TestNameFirstActionLabel(t *testing.T) {
	forms := []string{"**[name=%s] Action**: Draft a CoC page on enforcement.", "**[name=%s] Action** Draft a CoC page on enforcement.", "[name=%s] Action: Draft a CoC page on enforcement.", "**%s Action**: Draft a CoC page on enforcement.", "%s Action: Draft a CoC page on enforcement.", "[name=%s] will draft a CoC page on enforcement."}
	heads := []string{"### Topics\n\n- CoC enforcement\n    - ", "### Action items\n\n- "}
	m := misreads{t: t}
	for _, who := range []string{"Meekail", "Adrin Jalali"} {
		roll := "Attendees: " + who + ", Olivier\n\n"
		for _, f := range forms {
			for _, h := range heads {
				notes := "# Monthly meeting\n\n" + roll + h + fmt.Sprintf(f, who) + "\n"
				got, _ := parseWithPossible(t, notes)
				ln := strings.Count(notes, "\n")
				c, ok := readOn(got, ln)
				m.check(ok && c.Assignee == who && strings.HasPrefix(strings.ToLower(c.Title), "draft a coc page"), "%q: %s", fmt.Sprintf(f, who), describe(c, ok))
			}
		}
	}
	for _, l := range []string{"- Open Source Wallets In Action: Credo (Republic of Ireland and Docusign)", "- **Community Action**: review the roadmap"} {
		got, _ := parseWithPossible(t, "# Call\n\n### Topics\n\n"+l+"\n")
		for _, c := range got {
			m.check(c.Assignee == "", "%s: %s", l, describe(c, true))
		}
	}
	m.done()
}

// TestNestedLabelEndsWithItsList: a label written inside a list item ("-
// Bumping dependencies" / "    Next steps:" / "      - write the
// guideline") heads the list nested under it; the next item of the outer
// list ("- EuroSciPy CfP") is a topic again, not one of the steps. Before,
// every later topic of the meeting was read as a step.
func TestNestedLabelEndsWithItsList(t *testing.T) {
	labels := []string{"Next steps:", "Action items:", "TODO:", "Follow-ups:"}
	indents := []string{"  ", "    "}
	topics := []string{"[name=Tim] EuroSciPy CfP", "PyData Paris CfP", "update 2 reviewers policy for merging PRs"}
	m := misreads{t: t}
	for _, l := range labels {
		for _, in := range indents {
			notes := "### Topics\n\n- Bumping dependencies\n" + in + "- Python: drop support if more than 4 years old\n\n" + in + l + "\n" + in + "  - write the guideline in the maintainer doc\n\n"
			for _, tp := range topics {
				notes += "- " + tp + "\n" + in + "- any talks?\n"
			}
			got, _ := parseWithPossible(t, notes)
			c, ok := readOn(got, 7)
			m.check(ok && strings.HasPrefix(c.Title, "write the guideline"), "%s / %q: the step: %s", l, in, describe(c, ok))
			for k, tp := range topics {
				c, ok := readOn(got, 9+2*k)
				m.check(!ok || len(c.Problems) > 0, "%s / %q: topic %q read as %s", l, in, tp, describe(c, ok))
			}
		}
	}
	// A label at the margin still heads every item after it.
	got, _ := parseWithPossible(t, "### Notes\n\nNext steps:\n- write the guideline\n- update the policy\n")
	for _, ln := range []int{4, 5} {
		c, ok := readOn(got, ln)
		m.check(ok && len(c.Problems) == 0, "margin label, line %d: %s", ln, describe(c, ok))
	}
	m.done()
}

// TestAnnouncementPresenter: under a heading of announcements ("##
// Announcements or custom items" / "### Meeting schedule (nikomatsakis)")
// the name after a topic is who announces it, as under a heading of
// reports; before, each such topic was held as the person's task.
func TestAnnouncementPresenter(t *testing.T) {
	heads := []string{"## Announcements or custom items", "## Announcements", "## Announcement", "## Announcements and updates"}
	topics := []string{"### Meeting schedule (nikomatsakis)", "### operational semantics team (Felix)", "### Release process - Alice"}
	m := misreads{t: t}
	for _, h := range heads {
		for _, tp := range topics {
			c, ok := m.read("# Lang team meeting\n\n* Team members: @josh, @Felix, @Alice\n* Note-taker: @nikomatsakis\n\n"+h+"\n\n"+tp+"\n\n* details\n", 8)
			m.check(!ok, "%s / %s: %s", h, tp, describe(c, ok))
		}
	}
	// A commitment under the topic is still read.
	c, ok := m.read("# Lang team meeting\n\n* Note-taker: @nikomatsakis\n\n## Announcements\n\n### Meeting schedule (nikomatsakis)\n\n* @nikomatsakis will send the new schedule\n", 9)
	m.check(ok && c.Assignee == "@nikomatsakis", "the commitment: %s", describe(c, ok))
	m.done()
}

// TestLinkPlaceholderNoWork: a placeholder the note-taker leaves for a
// link of a material ("FM presenting slides (TODO: slides link)", a
// standards group's agenda; "(TODO: add the recording link)") is the
// notes' own gap, neither work nor a possible action; before, a noun
// before "link" made it a to-do item titled "slides link". A to-do whose
// link is its object's part ("TODO: add link checker to CI", "TODO: fix
// broken link on homepage") stays work.
func TestLinkPlaceholderNoWork(t *testing.T) {
	heads := []string{"## Agenda\n1. ", "## Notes\n- ", "## Agenda items\n* "}
	bases := []string{"FM presenting slides", "Proposal update", "RH Presenting slides"}
	marks := []string{"(TODO: slides link)", "(TODO: link)", "(TODO: add the recording link)", "[TODO: Link to slides?]", "<TODO: link!>", "(TODO: add slide deck link)", "(TODO: video link)"}
	m := misreads{t: t}
	for _, h := range heads {
		for _, b := range bases {
			for _, mk := range marks {
				line := b + " " + mk
				notes := "# CG meeting\n\n" + h + line + "\n"
				c, ok := m.read(notes, 4)
				sig, pos := m.possibleOn(notes, 4)
				m.check(!ok && !pos, "%s%s: %s; possible %q", h, line, describe(c, ok), sig)
			}
		}
		for line, want := range map[string]string{"TODO: add link checker to CI": "add link checker to CI", "TODO: fix broken link on homepage": "fix broken link on homepage"} {
			c, ok := m.read("# CG meeting\n\n"+h+line+"\n", 4)
			m.check(ok && c.Title == want, "%s%s: %s", h, line, describe(c, ok))
		}
	}
	m.done()
}

// TestTeamCompassNextActions: readings from a hub project's community
// call notes ("3. Next actions (team)" / "* Our ungodly amount of logs" /
// "    * Figure out what is the application … generating all of these
// logs"). A step of finding something out ("Find out why …", "Figure out
// what …", "Sort out …") nested under a topic of the list is work, as
// "Create …" is; a topic written as a noun phrase with its determiner
// ("Our ungodly amount of logs", "The flaky CI jobs") over such a step
// is no task; an action heading labelled with the group it is for
// ("Next actions (team)", "Action items (all)") is no task itself.
func TestTeamCompassNextActions(t *testing.T) {
	heads := []string{"## Next actions (team)", "## Action items (all)", "## Next steps", "## Action items (everyone)"}
	topics := []string{"Our ungodly amount of logs", "The flaky CI jobs on main", "Docs"}
	steps := []string{"Figure out what is the application on our deployment that's generating all of these logs", "Find out why the builds are slow", "Sort out the DNS records", "Figure out how to publish the docs"}
	m := misreads{t: t}
	for _, h := range heads {
		for _, tp := range topics {
			for _, st := range steps {
				notes := "# Community call\n\n" + h + "\n\n* Create an issue for federation governance\n* " + tp + "\n    * " + st + "\n"
				got, _ := parseWithPossible(t, notes)
				_, head := readOn(got, 3)
				_, topic := readOn(got, 6)
				c, ok := readOn(got, 7)
				m.check(!head, "%s: the heading read as a task", h)
				m.check(!topic, "%s / %s: the topic read as a task", h, tp)
				m.check(ok && c.Title == st && c.Assignee == "", "%s / %s / %s: %s", h, tp, st, describe(c, ok))
			}
		}
	}
	c, ok := m.read("# Call\n\n## Website (team)\n\n* Review the PR\n", 3)
	m.check(ok && c.Assignee == "team", "## Website (team), a part and who has it: %s", describe(c, ok))
	m.done()
}

// TestRollHandleOverItems: under a part that announces items ("2.
// Decisions needed"), a member of the roll written alone ("- betatim",
// the roll's "tim / wild tree tech / @betatim") heads what they bring and
// is no item of the list; before, each handle was held as a task. The
// items a part announces ("Tickets will be created for the main tasks" /
// "- Viewport search") are still read.
func TestRollHandleOverItems(t *testing.T) {
	roll := "Roll call:\n\n* min / simula / @minrk\n* tim / wild tree tech / @betatim\n* erik / sandvik code / @consideRatio\n* Chris / UC Berkeley / @choldgraf\n\n## Actions\n\n"
	parts := []string{"2. Decisions needed", "2. Items needed", "- Updates needed"}
	handles := []string{"betatim", "minrk", "consideRatio", "@choldgraf"}
	m := misreads{t: t}
	for _, pt := range parts {
		notes := roll + pt + "\n"
		for _, h := range handles {
			notes += "    - " + h + "\n        - what if we had more cloud credits?\n"
		}
		got, _ := parseWithPossible(t, notes)
		for k, h := range handles {
			c, ok := readOn(got, 11+2*k)
			m.check(!ok, "%s / %s: %s", pt, h, describe(c, ok))
		}
	}
	got, _ := parseWithPossible(t, "## Notes\n\n- Tickets will be created for the main tasks\n    - Viewport search\n    - Export button\n")
	for k, want := range []string{"Viewport search", "Export button"} {
		c, ok := readOn(got, 4+k)
		m.check(ok && c.Title == want, "announced %s: %s", want, describe(c, ok))
	}
	m.done()
}
