package eval_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/eval"
	"github.com/axagent/axagent/extract/llm"
	"github.com/axagent/axagent/extract/rules"
)

// TestLLMQualityCorpus is the opt-in quality run (issue 28): with a model
// behind AXAGENT_LLM_BASE_URL (and AXAGENT_LLM_MODEL, OPENAI_API_KEY when
// it needs one) it measures the llm and hybrid extractors on the
// development corpora and logs their figures beside the rules'. It holds
// them to no floor: a team's model is theirs to judge. Skipped without a
// model.
func TestLLMQualityCorpus(t *testing.T) {
	if os.Getenv(llm.EnvBaseURL) == "" {
		t.Skipf("opt-in quality run: set %s (and %s) to an OpenAI-compatible endpoint to measure the llm and hybrid extractors on ../shared/corpus", llm.EnvBaseURL, llm.EnvModel)
	}
	for _, corpus := range []string{"real-minutes", "real-minutes-2"} {
		dir := filepath.Join(sharedDir, corpus)
		gold, err := eval.LoadGold(filepath.Join(dir, "dev-gold.json"))
		if err != nil {
			t.Skipf("development corpus not available: %v", err)
		}
		for _, kind := range []string{"rules", "llm", "hybrid"} {
			var ex extract.Extractor = rules.New()
			var model *llm.Extractor
			if kind != "rules" {
				c := llm.ConfigFromEnv()
				c.Signals = rules.ModelCheck{}
				c.Timeout = 5 * time.Minute
				if kind == "hybrid" {
					c.Hints = rules.New()
				}
				if model, err = llm.New(c); err != nil {
					t.Fatal(err)
				}
				ex = model
			}
			rep, err := eval.Run(context.Background(), ex, gold, filepath.Join(dir, "files"), eval.Options{Extractor: kind})
			if err != nil {
				t.Errorf("%s %s: %v", corpus, kind, err)
				continue
			}
			for lang, s := range rep.ByLang {
				t.Logf("%s %s %s: gold %d extracted %d possible %d: P=%.3f R=%.3f owner=%.3f due=%.3f R∪possible=%.3f",
					corpus, kind, lang, s.Gold, s.Predicted, s.Possible, s.Precision, s.Recall, s.OwnerAccuracy, s.DueAccuracy, s.UnionRecall)
			}
			if model != nil {
				st := model.Stats()
				t.Logf("%s %s: %d requests, %d chunks, %d evidence dropped, %d json_object fallbacks", corpus, kind, st.Requests, st.Chunks, st.EvidenceDropped, st.JSONObjectFallbacks)
			}
		}
	}
}
