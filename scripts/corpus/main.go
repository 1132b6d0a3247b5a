// Command corpus rebuilds a labelled corpus of public meeting minutes from
// the public history named in its manifest (repository, commit, path) into
// a scratch folder. The minutes themselves are never kept in this
// repository: they belong to their authors, under the licences the manifest
// records; the repository keeps only the manifest and the labels (facts:
// line numbers, owners and due expressions as written, links).
//
//	go run ./scripts/corpus -manifest corpus/extraction/sources.json -out /tmp/axagent-corpus/extraction [-split dev]
//
// Each repository is read from a local mirror when one exists
// ($AXAGENT_CORPUS_MIRROR/owner+name/repo, default /work/.mirror) and
// otherwise cloned without blobs from https://github.com/owner/name into
// $AXAGENT_CORPUS_CACHE (default the user cache dir).
package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// Manifest is the corpus' list of sources; labels live in a separate file
// keyed by File.Name.
type Manifest struct {
	Sources []Source `json:"sources"`
}

// Source is one team's minutes at one commit.
type Source struct {
	ID      string `json:"id"`
	Repo    string `json:"repo"`
	Commit  string `json:"commit"`
	Licence string `json:"licence"`
	Lang    string `json:"lang"`
	Split   string `json:"split,omitempty"`
	Kind    string `json:"kind,omitempty"`
	Files   []File `json:"files"`
}

// File is one notes file of a source: its path at the commit and the name
// it gets in the scratch folder (the key of its labels).
type File struct {
	Path string `json:"path"`
	Name string `json:"name"`
}

func main() {
	manifest := flag.String("manifest", "", "the corpus manifest (sources.json)")
	out := flag.String("out", "", "the scratch folder to write the minutes into")
	split := flag.String("split", "", "only sources of this split (dev, test); all when empty")
	flag.Parse()
	if *manifest == "" || *out == "" {
		fmt.Fprintln(os.Stderr, "usage: corpus -manifest sources.json -out DIR [-split dev|test]")
		os.Exit(2)
	}
	n, err := rebuild(*manifest, *out, *split)
	if err != nil {
		fmt.Fprintln(os.Stderr, "corpus:", err)
		os.Exit(1)
	}
	fmt.Fprintf(os.Stderr, "corpus: %d files written to %s\n", n, *out)
}

func rebuild(manifestPath, out, split string) (int, error) {
	raw, err := os.ReadFile(manifestPath)
	if err != nil {
		return 0, fmt.Errorf("read manifest: %w", err)
	}
	var m Manifest
	if err := json.Unmarshal(raw, &m); err != nil {
		return 0, fmt.Errorf("parse manifest %s: %w", manifestPath, err)
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return 0, fmt.Errorf("create %s: %w", out, err)
	}
	n := 0
	for _, s := range m.Sources {
		if split != "" && s.Split != split {
			continue
		}
		gitDir, err := repoDir(s.Repo)
		if err != nil {
			return n, fmt.Errorf("source %s: %w", s.ID, err)
		}
		for _, f := range s.Files {
			body, err := git(gitDir, "show", s.Commit+":"+f.Path)
			if err != nil {
				return n, fmt.Errorf("source %s: %s at %s: %w", s.ID, f.Path, s.Commit, err)
			}
			if strings.HasSuffix(strings.ToLower(f.Path), ".docx") {
				if body, err = docxText(body); err != nil {
					return n, fmt.Errorf("source %s: %s: %w", s.ID, f.Path, err)
				}
			}
			name := f.Name
			if name == "" || strings.ContainsAny(name, `/\`) {
				return n, fmt.Errorf("source %s: file %s: name %q must be a plain file name", s.ID, f.Path, name)
			}
			if err := os.WriteFile(filepath.Join(out, name), body, 0o644); err != nil {
				return n, fmt.Errorf("write %s: %w", name, err)
			}
			n++
		}
	}
	return n, nil
}

// repoDir finds the repository's git directory: a mirror first, then a
// blobless clone kept in the cache.
func repoDir(repo string) (string, error) {
	if !strings.Contains(repo, "/") {
		return "", fmt.Errorf("repo %q is not owner/name", repo)
	}
	flat := strings.ReplaceAll(repo, "/", "+")
	mirror := os.Getenv("AXAGENT_CORPUS_MIRROR")
	if mirror == "" {
		mirror = "/work/.mirror"
	}
	if dir := filepath.Join(mirror, flat, "repo"); isDir(dir) {
		// A mirror is either a bare repository or a work tree whose
		// repository is in .git.
		if dotGit := filepath.Join(dir, ".git"); isDir(dotGit) {
			return dotGit, nil
		}
		return dir, nil
	}
	cache := os.Getenv("AXAGENT_CORPUS_CACHE")
	if cache == "" {
		c, err := os.UserCacheDir()
		if err != nil {
			return "", fmt.Errorf("no mirror of %s and no cache dir: %w", repo, err)
		}
		cache = filepath.Join(c, "axagent-corpus")
	}
	dir := filepath.Join(cache, flat+".git")
	if isDir(dir) {
		return dir, nil
	}
	if err := os.MkdirAll(cache, 0o755); err != nil {
		return "", fmt.Errorf("create cache: %w", err)
	}
	if _, err := git("", "clone", "--bare", "--filter=blob:none", "https://github.com/"+repo, dir); err != nil {
		return "", fmt.Errorf("clone %s (no mirror at %s): %w", repo, mirror, err)
	}
	return dir, nil
}

func isDir(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.IsDir()
}

func git(gitDir string, args ...string) ([]byte, error) {
	if gitDir != "" {
		args = append([]string{"--git-dir", gitDir}, args...)
	}
	cmd := exec.Command("git", args...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		msg := strings.TrimSpace(stderr.String())
		if msg == "" {
			return nil, err
		}
		return nil, errors.New(msg)
	}
	return stdout.Bytes(), nil
}
