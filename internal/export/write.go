package export

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path"
	"path/filepath"
)

// Write writes files into dir, which it creates, each under its slash-separated name.
// It writes only its own files: a directory is opened as an os.Root, so no name or link
// leads out of dir, and each file is written to a new temporary file in its directory and
// renamed over its name, so a link planted at the name is replaced, never followed, and a
// reader never sees half a file.
func Write(dir string, files []File) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	root, err := os.OpenRoot(dir)
	if err != nil {
		return err
	}
	defer root.Close()
	for _, f := range files {
		if err := writeIn(root, f.Name, []byte(f.Content)); err != nil {
			return fmt.Errorf("write %s: %w", filepath.Join(dir, filepath.FromSlash(f.Name)), err)
		}
	}
	return nil
}

// WriteFile writes data to the file at name, which Write' rules keep from writing through
// a link planted at name.
func WriteFile(name string, data []byte) error {
	root, err := os.OpenRoot(filepath.Dir(name))
	if err != nil {
		return err
	}
	defer root.Close()
	if err := writeIn(root, filepath.Base(name), data); err != nil {
		return fmt.Errorf("write %s: %w", name, err)
	}
	return nil
}

// writeIn writes data to name, a slash-separated path in root: to a temporary file created
// exclusively beside it, then renamed over it.
func writeIn(root *os.Root, name string, data []byte) error {
	name = path.Clean(name)
	if dir := path.Dir(name); dir != "." {
		if err := root.MkdirAll(dir, 0o755); err != nil {
			return err
		}
	}
	b := make([]byte, 8)
	rand.Read(b)
	tmp := path.Join(path.Dir(name), ".reaper-"+hex.EncodeToString(b)+".tmp")
	f, err := root.OpenFile(tmp, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return err
	}
	_, err = f.Write(data)
	err = errors.Join(err, f.Close())
	if err == nil {
		err = root.Rename(tmp, name)
	}
	if err != nil {
		root.Remove(tmp)
	}
	return err
}
