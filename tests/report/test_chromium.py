"""The HTML report opened in headless Chromium: plots decoded, tables rendered, transcript links work."""

from __future__ import annotations

import numpy as np
import pytest
from headless import chromium, needs_chromium, probe
from typer.testing import CliRunner

from proctor.cli import app

pytestmark = needs_chromium

CHECK = """<script>
window.addEventListener('load', function () {
  var imgs = Array.prototype.map.call(document.images, function (i) {
    return {alt: i.alt, w: i.naturalWidth, h: i.naturalHeight, shown: i.getBoundingClientRect().height};
  });
  // click a sample link in the per-problem table, as a reader does: the browser follows it and the
  // page's own listener must open the transcript (nothing here calls the page's functions)
  var link = document.querySelector('#problems a.s[href="#s1-2-1"]');
  var target = document.getElementById('s1-2-1');
  var openBefore = !!(target && target.open);
  if (link) link.click();
  setTimeout(function () {
    var out = {
      images: imgs,
      metricRows: document.querySelectorAll('#metrics tr').length,
      metricsHeight: document.getElementById('metrics').getBoundingClientRect().height,
      problemRows: document.querySelectorAll('#problems tr').length,
      sampleLinks: document.querySelectorAll('#problems a.s').length,
      linkFound: !!link,
      hash: location.hash,
      openBefore: openBefore,
      linkedOpen: !!(target && target.open),
      bodyText: document.body.innerText.length
    };
    var pre = document.createElement('pre'); pre.id = 'render-check'; pre.textContent = JSON.stringify(out);
    document.body.appendChild(pre);
  }, 500);
});
</script></body>"""


@pytest.mark.slow
def test_report_renders_plots_and_tables_in_chromium(make_run, tmp_path):
    a = make_run("a", np.linspace(0.1, 0.9, 20), n=4, seed=1, temperature=0.2)
    b = make_run("b", np.linspace(0.2, 1.0, 20), n=4, seed=2, temperature=1.0)
    out = tmp_path / "report.html"
    res = CliRunner().invoke(app, ["report", str(a), str(b), "-o", str(out)])
    assert res.exit_code == 0, res.output

    # 1. screenshot of the report as written: not a blank page
    shot = tmp_path / "shot.png"
    chromium(tmp_path, f"--screenshot={shot}", out.as_uri())
    import matplotlib.image

    pixels = matplotlib.image.imread(shot)[..., :3]
    assert pixels.shape[0] == 2400 and pixels.shape[1] == 1280
    non_white = np.mean(np.any(pixels < 0.95, axis=-1))
    assert non_white > 0.05, f"screenshot is almost blank ({non_white:.1%} non-white pixels)"
    colours = len(np.unique((pixels * 255).astype(np.uint8).reshape(-1, 3), axis=0))
    assert colours > 200  # plots, not just text

    # 2. the DOM after load, with a probe script appended to a copy of the page
    check = probe(tmp_path, out, CHECK, "render-check")
    assert len(check["images"]) == 5
    for img in check["images"]:
        assert img["w"] > 100 and img["h"] > 100 and img["shown"] > 50, img  # decoded and laid out
    assert check["metricRows"] >= 12 and check["metricsHeight"] > 100
    assert check["problemRows"] == 21  # header + 20 problems
    assert check["sampleLinks"] == 2 * 20 * 4
    assert check["linkFound"] and check["hash"] == "#s1-2-1"
    assert not check["openBefore"], "the transcript was open before the click: the check proves nothing"
    assert check["linkedOpen"], "clicking a sample link did not open its transcript"


CHROMIUM_PROBE = """<script>window.addEventListener('load', function () {
  var widths = Array.prototype.map.call(document.querySelectorAll('table'), function (t) {
    return Math.ceil(t.getBoundingClientRect().right); });
  var pre = document.createElement('pre'); pre.id = 'width-check';
  pre.textContent = JSON.stringify({page: document.documentElement.scrollWidth, tables: widths});
  document.body.appendChild(pre); });</script></body>"""


@pytest.mark.slow
def test_report_of_many_long_labelled_runs_fits_1280_px_in_chromium(make_run, tmp_path):
    long = "hf:organisation/a-rather-long-model-name-finetuned-on-something-"
    runs = [
        make_run(f"r{i}", np.linspace(0.2, 0.8, 10), n=8, seed=i, model=f"{long}{i}x{'v' * 30}")
        for i in range(6)
    ]
    out = tmp_path / "report.html"
    res = CliRunner().invoke(app, ["report", *map(str, runs), "-o", str(out)])
    assert res.exit_code == 0, res.output
    check = probe(tmp_path, out, CHROMIUM_PROBE, "width-check")
    assert check["page"] <= 1280 and max(check["tables"]) <= 1280, check
