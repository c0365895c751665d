package cli

import (
	"fmt"
	"log"
	"os"

	"github.com/spf13/cobra"

	"github.com/reaper-sql/reaper/internal/review"
)

func newReviewCmd(e *env) *cobra.Command {
	var db, addr, token, user string
	cmd := &cobra.Command{
		Use:   "review",
		Short: "serve a local web page to review and triage the candidates",
		Args:  noArgs,
		RunE: func(*cobra.Command, []string) error {
			return done(runReview(e, db, addr, token, user))
		},
	}
	fs := cmd.Flags()
	addDBFlag(fs, &db)
	fs.StringVar(&addr, "addr", "127.0.0.1:8080", "the address to listen on; a non-loopback address needs --token")
	fs.StringVar(&token, "token", "", "a secret every request must carry (the page asks for it once)")
	fs.StringVar(&user, "user", defaultReviewer(), "who triage decisions are recorded as")
	return cmd
}

// runReview is stage 6: serve the review pages of a store until interrupted.
func runReview(e *env, db, addr, token, user string) int {
	opts := review.Options{Addr: addr, Token: token, User: user, Log: log.New(safeWriter{e.stderr}, "", log.LstdFlags)}
	if err := opts.Validate(); err != nil {
		return badUsage(e, "review", err.Error())
	}
	st, err := openExistingStore(e, db)
	if err != nil {
		return fail(e, "review", err)
	}
	defer st.Close()
	srv, err := review.New(st, opts)
	if err != nil {
		return fail(e, "review", err)
	}
	err = srv.Serve(e.ctx, func(bound string) {
		fmt.Fprintf(safeWriter{e.stdout}, "reviewing %s at http://%s/ (Ctrl-C stops)\n", db, bound)
	})
	if err != nil {
		return fail(e, "review", err)
	}
	return exitOK
}

func defaultReviewer() string {
	if u := os.Getenv("USER"); u != "" {
		return u
	}
	return "reviewer"
}
