// Keyboard shortcuts of the review pages. The pages work without this file; it only adds keys.
(function () {
  "use strict";
  function typing(el) {
    return el && (el.tagName === "INPUT" || el.tagName === "TEXTAREA" || el.tagName === "SELECT" || el.isContentEditable);
  }
  function go(id) {
    var a = document.getElementById(id);
    if (a) { window.location.href = a.getAttribute("href"); }
  }
  document.addEventListener("DOMContentLoaded", function () {
    // Filters submit as soon as a select changes.
    document.querySelectorAll("select[data-autosubmit]").forEach(function (s) {
      s.addEventListener("change", function () { s.form.submit(); });
    });
    // Enter in a triage field presses that field's button, not the form's first one.
    document.querySelectorAll("input[data-enter]").forEach(function (inp) {
      inp.addEventListener("keydown", function (ev) {
        if (ev.key === "Enter") {
          ev.preventDefault();
          document.getElementById(inp.getAttribute("data-enter")).click();
        }
      });
    });
    var rows = Array.prototype.slice.call(document.querySelectorAll("#candidates tbody tr[data-href]"));
    var at = -1;
    function mark(i) {
      if (rows.length === 0) { return; }
      at = Math.max(0, Math.min(rows.length - 1, i));
      rows.forEach(function (r, j) { r.classList.toggle("cursor", j === at); });
      rows[at].scrollIntoView({ block: "nearest" });
    }
    rows.forEach(function (r, j) {
      r.addEventListener("click", function (ev) {
        if (ev.target.tagName !== "A") { window.location.href = r.getAttribute("data-href"); }
      });
    });
    document.addEventListener("keydown", function (ev) {
      if (ev.key === "Escape" && typing(document.activeElement)) { document.activeElement.blur(); return; }
      if (typing(document.activeElement) || ev.ctrlKey || ev.metaKey || ev.altKey) { return; }
      if (rows.length > 0) {
        if (ev.key === "j") { mark(at + 1); ev.preventDefault(); }
        if (ev.key === "k") { mark(at - 1); ev.preventDefault(); }
        if (ev.key === "Enter" && at >= 0) { window.location.href = rows[at].getAttribute("data-href"); }
        if (ev.key === "/") { var c = document.getElementById("construct"); if (c) { c.focus(); ev.preventDefault(); } }
        return;
      }
      if (ev.key === "j") { go("next"); }
      if (ev.key === "k") { go("prev"); }
      if (ev.key === "c") { var b = document.getElementById("confirm"); if (b) { b.click(); } }
      if (ev.key === "f") { var r = document.getElementById("reason"); if (r) { r.focus(); ev.preventDefault(); } }
    });
  });
})();
