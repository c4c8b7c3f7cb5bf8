/* notices web: reloads a page that shows progress (the ZIP), and keeps what was typed into a form until it is sent (Back, a reload, a closed tab of this
   session); only in this browser tab (sessionStorage), never sent anywhere. The pages work without it. */
(function () {
  "use strict";
  function schluessel(form) { return "notices-entwurf:" + location.pathname + ":" + (form.getAttribute("action") || ""); }
  function werte(form) {
    var w = {};
    Array.prototype.forEach.call(form.elements, function (e) {
      if (!e.name || e.type === "hidden" || e.type === "file" || e.type === "submit") return;
      w[e.name] = e.type === "checkbox" ? (e.checked ? "1" : "") : e.value;
    });
    return w;
  }
  function basis(form) { var b = form.elements.namedItem("basis"); return b ? b.value : ""; }
  var neuLaden = document.querySelector("[data-neu-laden]");
  if (neuLaden) {
    setTimeout(function () { location.reload(); }, parseInt(neuLaden.getAttribute("data-neu-laden"), 10) || 1000);
  }
  document.querySelectorAll("form[data-entwurf]").forEach(function (form) {
    var k = schluessel(form);
    var gespeichert = null;
    try { gespeichert = JSON.parse(sessionStorage.getItem(k) || "null"); } catch (e) { gespeichert = null; }
    if (gespeichert && gespeichert.basis === basis(form)) {
      var geaendert = false;
      Object.keys(gespeichert.werte).forEach(function (name) {
        var e = form.elements.namedItem(name);
        if (!e || e.type === "hidden") return;
        var wert = gespeichert.werte[name];
        if (e.type === "checkbox") { if (e.checked !== (wert === "1")) { e.checked = wert === "1"; geaendert = true; } }
        else if (e.value !== wert) { e.value = wert; geaendert = true; }
      });
      if (geaendert) {
        var p = document.createElement("p");
        p.className = "meldung hinweis-entwurf";
        p.setAttribute("role", "status");
        p.textContent = "Noch nicht gespeicherte Eingaben aus dieser Sitzung wurden wiederhergestellt.";
        form.parentNode.insertBefore(p, form);
      }
    }
    function merke() { sessionStorage.setItem(k, JSON.stringify({ basis: basis(form), werte: werte(form) })); }
    if (form.hasAttribute("data-ungespeichert")) merke();
    form.addEventListener("input", merke);
    form.addEventListener("change", merke);
    // Sending is not saving: the draft stays until the server confirms the save (the next page says
    // "Gespeichert"); an unreachable server or a refused save keeps it.
    form.addEventListener("submit", function () { merke(); sessionStorage.setItem("notices-gesendet", k); });
    // "Abbrechen" drops what was typed: the next new person opens empty.
    form.querySelectorAll("[data-verwerfen]").forEach(function (a) {
      a.addEventListener("click", function () { sessionStorage.removeItem(k); });
    });
  });
  var gesendet = sessionStorage.getItem("notices-gesendet");
  if (gesendet && document.querySelector("[data-gespeichert]")) {
    sessionStorage.removeItem(gesendet);
    sessionStorage.removeItem("notices-gesendet");
  }
  // After a refused save the focus goes to what says why (the first problem), not the top of the page.
  var fehler = document.querySelector("[data-fehler-fokus]");
  if (fehler) {
    var feld = document.querySelector("[aria-invalid=true]");
    var ziel = feld || fehler;
    if (!feld) fehler.setAttribute("tabindex", "-1");
    ziel.focus();
  }
})();
