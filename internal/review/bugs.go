package review

import (
	"net/http"
	"net/url"
	"slices"
	"strings"

	"github.com/reaper-sql/reaper/internal/campaign"
	"github.com/reaper-sql/reaper/internal/store"
)

// The bug pages: the list of bugs (validate.Cluster) with their candidates folded inside, and a
// page per bug with a triage form whose decision its candidates take (store.Decisions).

// pageBugStatuses are the statuses a bug can show, in the order a reviewer meets them.
var pageBugStatuses = append(slices.Clone(store.TriageStatuses), store.TriageMixed)

type pageBugRow struct {
	campaign.Bug
	// Rows are its candidates, with their current status.
	Rows []pageRow
}

type pageBugs struct {
	Bugs       []pageBugRow
	Total      int
	Candidates int
	// Statuses is the status filter's options; Filtered is set when it hides bugs.
	Statuses []pageOption
	Filtered bool
}

func (s *Server) bugs(w http.ResponseWriter, r *http.Request) {
	v, ok := s.view(w, r)
	if !ok {
		return
	}
	want := r.URL.Query().Get("status")
	l := pageBugs{Total: len(v.Now.Bugs), Candidates: len(v.Now.Candidates)}
	counts := map[string]int{}
	for _, b := range v.Now.Bugs {
		counts[b.Status]++
		if want == "" || b.Status == want {
			l.Bugs = append(l.Bugs, pageBugRow{Bug: b, Rows: v.rows(b.Candidates)})
		}
	}
	l.Filtered = len(l.Bugs) != l.Total
	for _, c := range campaign.Counts(counts, pageBugStatuses...) {
		if c.N > 0 || c.Label == want {
			l.Statuses = append(l.Statuses, pageOption{Value: c.Label, N: c.N, Selected: c.Label == want})
		}
	}
	s.render(w, r, http.StatusOK, "bugs", page{Title: "Bugs", Nav: "bugs", Data: l})
}

type pageBug struct {
	pageBugRow
	// Shown is the candidate whose evidence the page leads with: the bug's first, the one with
	// the most evidence; Proof is that evidence.
	Shown  pageRow
	Proof  pageProof
	Triage pageTriage
	Saved  bool
	Error  string
}

func (s *Server) bug(w http.ResponseWriter, r *http.Request) {
	s.showBug(w, r, http.StatusOK, "", nil)
}

func (s *Server) showBug(w http.ResponseWriter, r *http.Request, code int, formErr string, form url.Values) {
	v, ok := s.view(w, r)
	if !ok {
		return
	}
	i, ok := v.findBug(r.PathValue("id"))
	if !ok {
		s.fail(w, r, http.StatusNotFound, "No such bug", "No bug has the id "+r.PathValue("id")+". The bug list shows every bug of this campaign.")
		return
	}
	b := v.Now.Bugs[i]
	if b.ID != r.PathValue("id") && r.Method == http.MethodGet {
		http.Redirect(w, r, "/bugs/"+b.ID, http.StatusSeeOther)
		return
	}
	hist, err := s.st.TriageHistory(r.Context(), "", b.ID)
	if err != nil {
		s.storeFailed(w, r, err)
		return
	}
	csrf := s.csrf(w, r)
	p := pageBug{pageBugRow: pageBugRow{Bug: b, Rows: v.rows(b.Candidates)}, Saved: r.URL.Query().Get("saved") != "", Error: formErr,
		Triage: pageTriage{Action: "/bugs/" + b.ID + "/triage", Subject: "bug", CSRF: csrf, Status: b.Status, Form: form, History: hist}}
	if t, ok := v.Current.Bug(b.ID); ok {
		p.Triage.Current = &t
	}
	if len(p.Rows) > 0 {
		p.Shown = p.Rows[0]
		main := v.Validations[p.Shown.Tests[pageMainTest(p.Shown.Candidate)]]
		p.Proof = pageProofOf(main)
		if fix, err := s.st.GetFix(r.Context(), main.Verdict.FixID); err == nil {
			p.Proof.Fix = fix
		}
	}
	title := "Bug " + b.ID + " · " + strings.Join(b.Constructs, ", ")
	s.render(w, r, code, "bug", page{Title: title, Nav: "bugs", CSRF: csrf, Data: p})
}
