"""The learning-curve page of a set directory opened in headless Chromium: every chart laid out, each
curve drawn through its points in step order, the significance marks and the best star where the
paired tests put them, the failed cell listed."""

from __future__ import annotations

import numpy as np
import pytest
from headless import chromium, needs_chromium, probe
from set_dirs import write_set
from typer.testing import CliRunner

from proctor.cli import app

pytestmark = needs_chromium

# appended to a copy of the page (the page itself has no script): what the browser laid out
PROBE = """<script>
window.addEventListener('load', function () {
  function chart(curve, metric) {
    return document.querySelector('#curve-' + curve + ' svg.curve-chart[data-metric="' + metric + '"]');
  }
  function marks(svg, cls) {
    return Array.prototype.map.call(svg.querySelectorAll(cls), function (m) {
      return m.getAttribute('data-label') + ':' + (m.classList.contains('up') ? 'up' : 'down');
    });
  }
  function xs(svg) {
    return Array.prototype.map.call(svg.querySelectorAll('circle.point'), function (c) {
      return [c.getAttribute('data-label'), c.getBoundingClientRect().x];
    });
  }
  var charts = Array.prototype.map.call(document.querySelectorAll('svg.curve-chart'), function (s) {
    var r = s.getBoundingClientRect(), path = s.querySelector('path.curve');
    return {metric: s.getAttribute('data-metric'), w: r.width, h: r.height,
            vertices: path ? (path.getAttribute('d').match(/[ML]/g) || []).length : 0,
            pathLength: path ? path.getTotalLength() : 0,
            band: !!s.querySelector('polygon.band'), errbars: s.querySelectorAll('line.errbar').length};
  });
  var out = {charts: charts, curves: []};
  [0, 1].forEach(function (i) {
    var svg = chart(i, 'mean@N'), star = svg.querySelector('text.best');
    out.curves.push({
      title: document.querySelector('#curve-' + i + ' h2').innerText,
      best: document.getElementById('curve-' + i + '-best').innerText,
      base: marks(svg, '.mark-base'), prev: marks(svg, '.mark-prev'), points: xs(svg),
      starX: star ? star.getBoundingClientRect().x : null,
      rows: document.querySelectorAll('#curve-' + i + '-points tr').length
    });
  });
  out.unplotted = Array.prototype.map.call(document.querySelectorAll('#unplotted tr'), function (r) {
    return r.innerText;
  });
  var pre = document.createElement('pre'); pre.id = 'render-check'; pre.textContent = JSON.stringify(out);
  document.body.appendChild(pre);
});
</script></body>"""


@pytest.mark.slow
def test_curves_render_with_their_marks_in_chromium(tmp_path):
    set_dir = write_set(tmp_path / "set")
    out = tmp_path / "curves.html"
    res = CliRunner().invoke(app, ["report", str(set_dir), "-o", str(out)])
    assert res.exit_code == 0, res.output

    shot = tmp_path / "shot.png"
    chromium(tmp_path, f"--screenshot={shot}", out.as_uri())
    import matplotlib.image

    pixels = matplotlib.image.imread(shot)[..., :3]
    non_white = np.mean(np.any(pixels < 0.95, axis=-1))
    assert non_white > 0.03, f"screenshot is almost blank ({non_white:.1%} non-white pixels)"

    check = probe(tmp_path, out, PROBE, "render-check")

    assert len(check["charts"]) == 14  # 2 curves x (mean@N, pass@2, pass@4, maj@N, 2 rates, tokens)
    for c in check["charts"]:
        assert c["w"] > 300 and c["h"] > 200, c  # laid out
        assert c["vertices"] == 4 and c["pathLength"] > 100, c  # a line through base + 3 checkpoints
        assert c["band"] and c["errbars"] == 4, c  # the interval, as a band and as error bars
    arith, gsm = check["curves"]
    assert arith["title"].startswith("arith") and gsm["title"].startswith("gsm")
    for curve in (arith, gsm):
        labels = [label for label, _ in curve["points"]]
        assert labels == ["base", "step 100", "step 200", "step 300"]
        x = [px for _, px in curve["points"]]
        assert x == sorted(x) and len(set(x)) == 4  # left to right in step order
        assert curve["rows"] == 5  # header + 4 points
    # every checkpoint is far above the base; vs the previous checkpoint: arith up at 200, down at 300
    assert arith["base"] == ["step 100:up", "step 200:up", "step 300:up"]
    assert arith["prev"] == ["step 200:up", "step 300:down"]
    assert gsm["prev"] == ["step 200:up"]  # 300 vs 200: one problem apart, not marked
    step200 = dict(arith["points"])["step 200"]
    assert arith["starX"] is not None and 0 < arith["starX"] - step200 < 20  # the star beside step 200
    assert "better than the runner-up step 300" in arith["best"]
    assert "not distinguishable from the runner-up step 200" in gsm["best"]
    assert len(check["unplotted"]) == 2 and "adapter file not found" in check["unplotted"][1]
