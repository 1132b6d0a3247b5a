// Command scorer trains the rules extractor's line scorer (issue 28) on
// the development split of the extraction corpus and measures it honestly
// for transfer: leave-one-source-out, each source scored by a model (and
// thresholds) trained on the others only.
//
//	go run ./scripts/corpus -manifest corpus/extraction/sources.json -out /tmp/dev -split dev
//	go run ./scripts/scorer -gold corpus/extraction/gold.json -notes /tmp/dev -cv
//	go run ./scripts/scorer -gold corpus/extraction/gold.json -notes /tmp/dev -cv -all-units
//	go run ./scripts/scorer -gold corpus/extraction/gold.json -notes /tmp/dev -insample -all-units
//	go run ./scripts/scorer -gold corpus/extraction/gold.json -notes /tmp/dev -all-units -write /tmp/weights.json
//
// Only files whose gold entry is in the dev split are read: the test split
// is never trained or measured on here.
//
// A unit is a line the rules extractor reads (rules.Units); it is positive
// when a gold action matches it the way the metric matches (one-to-one,
// same line first, then one line away). The model is a logistic regression
// over the units' features, trained on the lines the rules did not extract
// (the lines the scorer acts on). Thresholds are chosen inside each
// training set by an inner grouped cross-validation: the promotion
// threshold is the lowest at which promoted lines are right (and rightly
// owned) often enough, the possible-action threshold the lowest that keeps
// possible actions within a third of the extracted ones.
//
// Measured 2026-12-02 (112 dev files, 37 sources, 690 gold actions; -cv
// -all-units): no fold found a promotion threshold (promoted lines were
// never 85% right); as possible actions the scorer lifted recall ∪
// possible 0.868 → 0.875 (en 0.851 → 0.859) while possible per extracted
// rose 0.261 → 0.330 (en 0.301 → 0.379). Trained and scored on the same
// files it gives 0.881 at 0.296: the gain is mostly in-sample. Hashed
// n-grams (-ngrams) and feature pairs (-pairs) do not change the picture.
// The extractor therefore does not use the scorer.
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"hash/fnv"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"unicode"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/dates"
	"github.com/axagent/axagent/extract/eval"
	"github.com/axagent/axagent/extract/rules"
)

type unit struct {
	rules.Unit
	label bool
	// ownerOK: the unit's owner is the matched gold action's.
	ownerOK bool
}

type file struct {
	name, src, lang string
	gold            []eval.GoldAction
	preds           []eval.Prediction
	units           []unit
}

func main() {
	goldPath := flag.String("gold", "", "gold labels with splits (corpus/extraction/gold.json)")
	notes := flag.String("notes", "", "the dev notes built by scripts/corpus -split dev")
	cv := flag.Bool("cv", false, "leave-one-source-out figures, rules alone and rules + scorer")
	insample := flag.Bool("insample", false, "train on every dev source and score them (the optimistic figure, for contrast)")
	write := flag.String("write", "", "train on every dev source and write the weights and thresholds to this JSON file")
	all := flag.Bool("all-units", false, "train on every unit (default: only the lines the rules did not extract)")
	fixedHi := flag.Float64("hi", 0, "fixed promotion threshold (0: chosen by inner cross-validation)")
	fixedLo := flag.Float64("lo", 0, "fixed possible-action threshold (0: chosen by inner cross-validation)")
	lambda := flag.Float64("l2", 1.0, "L2 penalty")
	pairs := flag.Bool("pairs", false, "add every pair of features as a feature (a quadratic model)")
	ngrams := flag.Bool("ngrams", false, "add hashed word unigrams and bigrams to the features (to test whether they transfer)")
	replace := flag.Bool("replace", false, "the scorer's possible actions replace the rules' instead of adding to them")
	flag.Parse()
	if *goldPath == "" || *notes == "" || !*cv && !*insample && *write == "" {
		fmt.Fprintln(os.Stderr, "usage: scorer -gold gold.json -notes DIR (-cv | -insample | -write FILE)")
		os.Exit(2)
	}
	files, err := load(context.Background(), *goldPath, *notes, *ngrams, *pairs)
	if err != nil {
		fmt.Fprintln(os.Stderr, "scorer:", err)
		os.Exit(1)
	}
	cfg := config{allUnits: *all, hi: *fixedHi, lo: *fixedLo, lambda: *lambda, replace: *replace}
	if *cv {
		crossValidate(files, cfg)
	}
	if *insample {
		inSample(files, cfg)
	}
	if *write != "" {
		m := train(files, cfg)
		hi, lo := cfg.hi, cfg.lo
		if hi == 0 || lo == 0 {
			h, l := thresholds(files, cfg)
			if hi == 0 {
				hi = h
			}
			if lo == 0 {
				lo = l
			}
		}
		if err := writeWeights(*write, m, hi, lo, len(files)); err != nil {
			fmt.Fprintln(os.Stderr, "scorer:", err)
			os.Exit(1)
		}
	}
}

func load(ctx context.Context, goldPath, notesDir string, ngrams, pairs bool) ([]*file, error) {
	gold, err := eval.LoadGold(goldPath)
	if err != nil {
		return nil, err
	}
	splits, err := eval.LoadSplits(goldPath)
	if err != nil {
		return nil, err
	}
	// The dev split only, always.
	if gold, err = gold.Select(splits, "dev"); err != nil {
		return nil, err
	}
	loc, err := dates.LoadLocation("")
	if err != nil {
		return nil, err
	}
	names := make([]string, 0, len(gold))
	for n := range gold {
		names = append(names, n)
	}
	sort.Strings(names)
	ex := rules.New()
	var out []*file
	for _, name := range names {
		b, err := os.ReadFile(filepath.Join(notesDir, filepath.FromSlash(name)))
		if err != nil {
			return nil, fmt.Errorf("load %s: %w", name, err)
		}
		in := extract.Input{Name: name, Notes: b, Location: loc}
		in.MeetingDate, _ = extract.MeetingDate(b, name)
		cands, err := ex.Extract(ctx, in)
		if err != nil {
			return nil, fmt.Errorf("extract %s: %w", name, err)
		}
		us, err := rules.Units(ctx, in)
		if err != nil {
			return nil, fmt.Errorf("units %s: %w", name, err)
		}
		g := gold[name]
		f := &file{name: name, src: eval.SourceOf(name, g), lang: g.Lang, gold: g.Actions}
		if f.lang == "" {
			f.lang = eval.DetectLang(b)
		}
		for _, c := range cands {
			p := eval.Prediction{Line: c.Line, Owners: c.Owners, Due: c.Due, Title: c.Title}
			if len(p.Owners) == 0 && strings.TrimSpace(c.Assignee) != "" {
				p.Owners = []string{c.Assignee}
			}
			f.preds = append(f.preds, p)
		}
		lines := make([]int, len(us))
		for i, u := range us {
			lines[i] = u.Line
		}
		match := matchGold(g.Actions, lines)
		for i, u := range us {
			x := unit{Unit: u}
			if pairs {
				base := x.Features
				for a := range base {
					for b := a + 1; b < len(base); b++ {
						x.Features = append(x.Features, base[a]+"&"+base[b])
					}
				}
			}
			if ngrams {
				x.Features = append(x.Features, hashedGrams(u.Text)...)
			}
			if gi, ok := match[i]; ok {
				x.label = true
				x.ownerOK = eval.OwnerKey(ownersOf(u.Owner)...) == eval.OwnerKey(deref(g.Actions[gi].Owner))
			}
			f.units = append(f.units, x)
		}
		out = append(out, f)
	}
	return out, nil
}

func ownersOf(o string) []string {
	if o == "" {
		return nil
	}
	return []string{o}
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// matchGold matches gold actions one-to-one with unit lines the way the
// metric does (same line first, then ±1); it maps unit index to gold
// index.
func matchGold(gold []eval.GoldAction, lines []int) map[int]int {
	out := map[int]int{}
	done := make([]bool, len(gold))
	for dist := 0; dist <= 1; dist++ {
		for gi, g := range gold {
			if done[gi] {
				continue
			}
			for _, l := range []int{g.Line - dist, g.Line + dist} {
				if done[gi] {
					break
				}
				for ui, ul := range lines {
					if _, used := out[ui]; !used && ul == l {
						out[ui], done[gi] = gi, true
						break
					}
				}
			}
		}
	}
	return out
}

type config struct {
	allUnits bool
	hi, lo   float64
	lambda   float64
	// replace: the scorer's possible actions replace the rules' (whose
	// reading is one of its features) instead of adding to them.
	replace bool
}

// model is a trained logistic regression.
type model struct {
	bias float64
	w    map[string]float64
}

func (m model) score(f []string) float64 {
	return rules.Weights{Bias: m.bias, W: m.w}.Score(f)
}

// train fits a logistic regression with an L2 penalty by full-batch
// gradient descent (Adagrad steps): a few thousand lines and a hundred
// features need nothing more.
func train(files []*file, cfg config) model {
	idx := map[string]int{}
	var xs [][]int
	var ys []float64
	for _, f := range files {
		for _, u := range f.units {
			if u.Extracted && !cfg.allUnits {
				continue
			}
			feats := u.Features
			if cfg.allUnits && u.Extracted {
				feats = append(append([]string(nil), feats...), "rules=extracted")
			}
			var row []int
			for _, x := range feats {
				j, ok := idx[x]
				if !ok {
					j = len(idx)
					idx[x] = j
				}
				row = append(row, j)
			}
			xs = append(xs, row)
			y := 0.0
			if u.label {
				y = 1
			}
			ys = append(ys, y)
		}
	}
	w := make([]float64, len(idx))
	g2 := make([]float64, len(idx)+1)
	grad := make([]float64, len(idx))
	b := 0.0
	n := float64(len(xs))
	for it := 0; it < 400; it++ {
		for j := range grad {
			grad[j] = cfg.lambda * w[j] / n
		}
		gb := 0.0
		for i, row := range xs {
			z := b
			for _, j := range row {
				z += w[j]
			}
			d := (1/(1+math.Exp(-z)) - ys[i]) / n
			gb += d
			for _, j := range row {
				grad[j] += d
			}
		}
		const eta = 0.5
		for j := range w {
			g2[j] += grad[j] * grad[j]
			w[j] -= eta * grad[j] / (math.Sqrt(g2[j]) + 1e-8)
		}
		g2[len(w)] += gb * gb
		b -= eta * gb / (math.Sqrt(g2[len(w)]) + 1e-8)
	}
	m := model{bias: b, w: map[string]float64{}}
	for x, j := range idx {
		m.w[x] = w[j]
	}
	return m
}

// sources lists the sources of files, sorted.
func sources(files []*file) []string {
	seen := map[string]bool{}
	var out []string
	for _, f := range files {
		if !seen[f.src] {
			seen[f.src] = true
			out = append(out, f.src)
		}
	}
	sort.Strings(out)
	return out
}

func without(files []*file, src map[string]bool) (in, out []*file) {
	for _, f := range files {
		if src[f.src] {
			out = append(out, f)
		} else {
			in = append(in, f)
		}
	}
	return in, out
}

// scored is one unit with its out-of-fold score.
type scored struct {
	u *unit
	s float64
}

// thresholds chooses the promotion and possible-action thresholds for a
// model trained on files, from out-of-fold scores of a grouped 5-fold
// cross-validation inside files.
func thresholds(files []*file, cfg config) (hi, lo float64) {
	srcs := sources(files)
	const k = 5
	var oof []scored
	extracted, rulesPossible := 0, 0
	for fold := 0; fold < k; fold++ {
		held := map[string]bool{}
		for i, s := range srcs {
			if i%k == fold {
				held[s] = true
			}
		}
		tr, te := without(files, held)
		if len(te) == 0 {
			continue
		}
		m := train(tr, cfg)
		for _, f := range te {
			extracted += len(f.preds)
			for i := range f.units {
				u := &f.units[i]
				if u.Extracted {
					continue
				}
				if u.Possible {
					rulesPossible++
				}
				oof = append(oof, scored{u, m.score(u.Features)})
			}
		}
	}
	sort.Slice(oof, func(i, j int) bool { return oof[i].s > oof[j].s })
	hi, lo = cfg.hi, cfg.lo
	if hi == 0 {
		// The lowest threshold at which the promoted lines are actions
		// 85% of the time and rightly owned 95% of the time (at least
		// five of them).
		hi = 2
		right, owned := 0, 0
		for i, x := range oof {
			if x.u.label {
				right++
				if x.u.ownerOK {
					owned++
				}
			}
			if i+1 >= 5 && float64(right) >= 0.85*float64(i+1) && float64(owned) >= 0.95*float64(right) && (i+1 == len(oof) || oof[i+1].s < x.s) {
				hi = x.s
			}
		}
	}
	promoted := 0
	for _, x := range oof {
		if x.s >= hi {
			promoted++
		}
	}
	if lo == 0 {
		// The lowest threshold that keeps possible actions (the rules'
		// and the scorer's) within a third of the extracted ones.
		budget := float64(extracted+promoted)/3 - float64(rulesPossible)
		if cfg.replace {
			budget = float64(extracted+promoted) / 3
		}
		lo = hi
		added := 0
		for i, x := range oof {
			if x.s >= hi {
				continue
			}
			if !x.u.Possible || cfg.replace {
				added++
			}
			if float64(added) > budget {
				break
			}
			if i+1 == len(oof) || oof[i+1].s < x.s {
				lo = x.s
			}
		}
	}
	return hi, lo
}

// outcome applies a model with thresholds to one file: the extracted
// predictions and the possible-action lines.
func outcome(f *file, m *model, hi, lo float64, replace bool) ([]eval.Prediction, []int) {
	preds := append([]eval.Prediction(nil), f.preds...)
	var possible []int
	for _, u := range f.units {
		if u.Extracted {
			continue
		}
		s := -1.0
		if m != nil {
			s = m.score(u.Features)
		}
		switch {
		case s >= hi:
			preds = append(preds, eval.Prediction{Line: u.Line, Owners: ownersOf(u.Owner)})
		case u.Possible && !replace || s >= lo:
			possible = append(possible, u.Line)
		}
	}
	return preds, possible
}

type tally struct{ all, en, ko eval.Counts }

func (t *tally) add(f *file, preds []eval.Prediction, possible []int) {
	c, _, _ := eval.Score(f.name, f.gold, preds, possible...)
	add(&t.all, c)
	if f.lang == "ko" {
		add(&t.ko, c)
	} else {
		add(&t.en, c)
	}
}

func add(a *eval.Counts, b eval.Counts) {
	a.Gold += b.Gold
	a.Predicted += b.Predicted
	a.Matched += b.Matched
	a.OwnerCorrect += b.OwnerCorrect
	a.Possible += b.Possible
	a.Flagged += b.Flagged
}

func crossValidate(files []*file, cfg config) {
	var base, with tally
	var oof []scored
	srcs := sources(files)
	fmt.Printf("leave-one-source-out over %d dev sources, %d files\n", len(srcs), len(files))
	fmt.Printf("%-52s %5s %5s  %-5s %-5s\n", "held-out source", "gold", "units", "hi", "lo")
	for _, s := range srcs {
		tr, te := without(files, map[string]bool{s: true})
		m := train(tr, cfg)
		hi, lo := thresholds(tr, cfg)
		n := 0
		for _, f := range te {
			n += len(f.units)
			p, q := outcome(f, nil, 2, 2, false)
			base.add(f, p, q)
			p, q = outcome(f, &m, hi, lo, cfg.replace)
			with.add(f, p, q)
		}
		for _, f := range te {
			for i := range f.units {
				if u := &f.units[i]; !u.Extracted {
					oof = append(oof, scored{u, m.score(u.Features)})
				}
			}
		}
		g := 0
		for _, f := range te {
			g += len(f.gold)
		}
		fmt.Printf("%-52s %5d %5d  %.3f %.3f\n", s, g, n, hi, lo)
	}
	ranking(oof)
	fmt.Println()
	printTable(base, with)
}

func printTable(base, with tally) {
	fmt.Printf("%-22s %5s %5s %5s %5s  %-6s %-6s %-6s %-6s %-6s\n", "scope", "gold", "ext", "match", "poss", "P", "R", "owner", "R∪poss", "poss/ext")
	for _, r := range []struct {
		name string
		c    eval.Counts
	}{{"rules   overall", base.all}, {"+scorer overall", with.all}, {"rules   en", base.en}, {"+scorer en", with.en}, {"rules   ko", base.ko}, {"+scorer ko", with.ko}} {
		s := r.c.Scores()
		fmt.Printf("%-22s %5d %5d %5d %5d  %.3f  %.3f  %.3f  %.3f  %.3f\n", r.name, r.c.Gold, r.c.Predicted, r.c.Matched, r.c.Possible,
			s.Precision, s.Recall, s.OwnerAccuracy, s.UnionRecall, s.PossiblePerExtracted)
	}
}

// weights is the JSON a trained scorer is written as: its features'
// weights (no text of the notes) and its thresholds.
type weights struct {
	Files   int                `json:"files"`
	Bias    float64            `json:"bias"`
	Weights map[string]float64 `json:"weights"`
	// Extract is the promotion threshold (above 1: none qualified),
	// Possible the possible-action threshold.
	Extract  float64 `json:"extract"`
	Possible float64 `json:"possible"`
}

func writeWeights(path string, m model, hi, lo float64, nfiles int) error {
	w := weights{Files: nfiles, Bias: m.bias, Weights: map[string]float64{}, Extract: hi, Possible: lo}
	for k, v := range m.w {
		if math.Abs(v) >= 1e-4 {
			w.Weights[k] = math.Round(v*1e4) / 1e4
		}
	}
	b, err := json.MarshalIndent(w, "", "  ")
	if err != nil {
		return fmt.Errorf("write weights: %w", err)
	}
	if err := os.WriteFile(path, append(b, '\n'), 0o644); err != nil {
		return fmt.Errorf("write weights: %w", err)
	}
	return nil
}

// inSample trains on every file and scores them all: how much the
// scorer helps on what it learnt from, to set beside crossValidate.
func inSample(files []*file, cfg config) {
	m := train(files, cfg)
	hi, lo := thresholds(files, cfg)
	var base, with tally
	for _, f := range files {
		p, q := outcome(f, nil, 2, 2, false)
		base.add(f, p, q)
		p, q = outcome(f, &m, hi, lo, cfg.replace)
		with.add(f, p, q)
	}
	fmt.Printf("in-sample (trained and scored on all %d dev files), thresholds %.3f %.3f\n", len(files), hi, lo)
	printTable(base, with)
}

// ranking prints how many of the actions the rules missed the
// out-of-fold scores put among the top k lines the rules did not
// extract, beside the rules' own possible actions.
func ranking(oof []scored) {
	sort.Slice(oof, func(i, j int) bool { return oof[i].s > oof[j].s })
	if os.Getenv("SCORER_DUMP") != "" {
		// (Dev units only: the test split is never loaded.)
		for i, x := range oof {
			if x.u.label || i < 40 {
				fmt.Printf("DUMP %d %v %.3f %q %v\n", i, x.u.label, x.s, cut(x.u.Text, 90), x.u.Features)
			}
		}
	}
	pos, rp, rpPos := 0, 0, 0
	for _, x := range oof {
		if x.u.label {
			pos++
		}
		if x.u.Possible {
			rp++
			if x.u.label {
				rpPos++
			}
		}
	}
	fmt.Printf("\nlines the rules did not extract: %d, of them actions: %d; the rules' possible actions: %d lines, %d actions\n", len(oof), pos, rp, rpPos)
	// The rules' possible actions from the lowest score up: how many
	// actions a floor under them would drop.
	var low []scored
	for _, x := range oof {
		if x.u.Possible {
			low = append(low, x)
		}
	}
	for _, k := range []int{20, 40, 60, 80} {
		if k > len(low) {
			break
		}
		lost := 0
		for _, x := range low[len(low)-k:] {
			if x.u.label {
				lost++
			}
		}
		fmt.Printf("  the rules' %d lowest-scored possible actions (< %.3f) hold %d actions\n", k, low[len(low)-k].s, lost)
	}
	for _, k := range []int{25, 50, 100, rp, 200, 300, 500} {
		if k > len(oof) {
			break
		}
		hit := 0
		for _, x := range oof[:k] {
			if x.u.label {
				hit++
			}
		}
		fmt.Printf("  top %4d by score (>= %.3f): %3d actions\n", k, oof[k-1].s, hit)
	}
}

func cut(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n])
	}
	return s
}

// hashedGrams are the line's lower-case word unigrams and bigrams, hashed
// into 2^12 buckets (no word of the notes is kept).
func hashedGrams(text string) []string {
	words := strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' })
	var out []string
	h := func(s string) string {
		f := fnv.New32a()
		f.Write([]byte(s))
		return fmt.Sprintf("g%d", f.Sum32()%4096)
	}
	for i, w := range words {
		if i >= 40 {
			break
		}
		out = append(out, h(w))
		if i > 0 {
			out = append(out, h(words[i-1]+" "+w))
		}
	}
	return out
}
