"""The package has no import cycles, and its places import only downward through the layers.

Every module under ``src/proctor`` is read with :mod:`ast`; every import of a
proctor module counts, at the top of a module or lazily inside a function,
relative imports resolved.  ``from proctor.x import y`` where ``y`` is a
submodule is an import of ``proctor.x.y`` (and of ``proctor.x``); importing
``proctor.a.b`` also imports the packages ``proctor`` and ``proctor.a``, whose
``__init__`` runs first.  Imports under ``if TYPE_CHECKING:`` are ignored: they
never run.

One kind of edge is left out of the graph: from a package's ``__init__`` to its
own submodules (``proctor.a`` -> ``proctor.a.*``).  A package re-exporting its
children is how a package presents itself, not a cycle; any other edge in a
strongly connected component of more than one module is a cycle and fails.

The places (a top-level module or subpackage of ``proctor``) stand on the layers of ``LAYERS``, the
list docs/design.md shows: a place imports only places on lower layers, never one beside it or
above it.  The package's own ``__init__`` (the public API) re-exports from every layer and is left
out.
"""

from __future__ import annotations

import ast
from pathlib import Path

SRC = Path(__file__).resolve().parent.parent / "src"
ROOT = "proctor"


def module_names(src: Path = SRC, root: str = ROOT) -> dict[str, Path]:
    """Every module of the package by dotted name (a package by its own name)."""
    names = {}
    for path in sorted((src / root).rglob("*.py")):
        parts = list(path.relative_to(src).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        names[".".join(parts)] = path
    return names


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _imports(tree: ast.AST):
    """Import nodes of a tree, skipping the bodies of ``if TYPE_CHECKING:``."""
    stack = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, ast.If) and _is_type_checking(node.test):
            stack.extend(node.orelse)
            continue
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            yield node
        stack.extend(ast.iter_child_nodes(node))


def _with_parents(name: str, modules) -> set[str]:
    parts = name.split(".")
    return {".".join(parts[:i]) for i in range(1, len(parts) + 1)} & set(modules)


def import_graph(src: Path = SRC, root: str = ROOT) -> dict[str, set[str]]:
    """Module -> the package modules it imports (package-to-own-child edges left out)."""
    modules = module_names(src, root)
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        is_package = path.name == "__init__.py"
        package = name if is_package else name.rpartition(".")[0]
        targets: set[str] = set()
        for node in _imports(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.Import):
                for alias in node.names:
                    if alias.name.split(".")[0] == root:
                        targets |= _with_parents(alias.name, modules)
                continue
            if node.level:
                base = package.split(".")
                if node.level > 1:
                    base = base[: -(node.level - 1)]
                base = ".".join(base + ([node.module] if node.module else []))
            else:
                base = node.module or ""
            if base.split(".")[0] != root:
                continue
            targets |= _with_parents(base, modules)
            for alias in node.names:
                child = f"{base}.{alias.name}"
                if child in modules:
                    targets.add(child)
        targets.discard(name)
        if is_package:
            targets = {t for t in targets if not t.startswith(name + ".")}
        graph[name] = targets
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan), sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = 0

    def visit(start: str) -> None:
        nonlocal counter
        work = [(start, iter(sorted(graph.get(start, ()))))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            for child in children:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph.get(child, ())))))
                    break
                if child in on_stack:
                    low[node] = min(low[node], index[child])
            else:
                work.pop()
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return sorted(found)


def test_the_package_has_no_import_cycles():
    found = cycles(import_graph())
    assert not found, "import cycles:\n" + "\n".join(" <-> ".join(c) for c in found)


# Lowest first; docs/design.md's "Layers" section lists the same, and a test checks it does.
LAYERS: tuple[tuple[str, ...], ...] = (
    ("interrupts", "lifetime", "seeds", "suggest", "terminal", "textfile"),
    ("models",),
    ("sandbox",),
    ("config",),
    ("grading",),
    ("benchmarks",),
    ("envs",),
    ("metrics", "rewards"),
    ("runs", "serve"),
    ("runner",),
    ("sweep",),
    ("api", "report", "scale"),
    ("view",),
    ("cli",),
    ("__main__",),
)


def place_of(module: str) -> str:
    """``proctor.a.b`` -> ``a``; the package itself -> ``proctor``."""
    return module.split(".")[1] if "." in module else module


def upward_imports(graph: dict[str, set[str]], layers=LAYERS) -> list[str]:
    """Every import of a place on the same or a higher layer, as ``module -> module``; a place
    missing from ``layers`` is reported too."""
    level = {place: i for i, row in enumerate(layers) for place in row}
    found = []
    for module, targets in sorted(graph.items()):
        a = place_of(module)
        if "." not in module:
            continue  # the public API re-exports from every layer
        if a not in level:
            found.append(f"{module}: its place {a!r} is on no layer")
            continue
        for target in sorted(targets):
            b = place_of(target)
            if "." in target and b != a and (b not in level or level[b] >= level[a]):
                found.append(f"{module} -> {target}")
    return found


def test_places_import_only_downward():
    found = upward_imports(import_graph())
    assert not found, "imports that do not run down the layers:\n" + "\n".join(found)


def test_design_doc_lists_the_layers():
    text = (SRC.parent / "docs" / "design.md").read_text(encoding="utf-8")
    section = text.split("## Layers", 1)[1].split("\n## ", 1)[0]
    rows = [
        tuple(name.strip("` ") for name in line.split(".", 1)[1].split(","))
        for line in section.splitlines()
        if line[:1].isdigit()
    ]
    assert tuple(rows) == LAYERS, "docs/design.md's Layers differ from tests/test_layout.py's LAYERS"


def test_an_upward_import_is_reported():
    graph = {"p.a.x": {"p.b.y"}, "p.b.y": {"p.a.z"}, "p.a.z": set(), "p": {"p.b.y"}}
    assert upward_imports(graph, (("a",), ("b",))) == ["p.a.x -> p.b.y"]
    assert upward_imports({"p.c.x": set()}, (("a",),)) == ["p.c.x: its place 'c' is on no layer"]
    assert upward_imports({"p.a.x": {"p.a.y"}, "p.a.y": set()}, (("a",),)) == []


def test_a_cycle_is_reported():
    graph = {"p.a": {"p.b"}, "p.b": {"p.c"}, "p.c": {"p.a"}, "p.d": {"p.a"}, "p.e": set()}
    assert cycles(graph) == [["p.a", "p.b", "p.c"]]
    assert cycles({"p.a": {"p.b"}, "p.b": set()}) == []


def test_the_graph_reads_lazy_relative_and_submodule_imports(tmp_path):
    pkg = tmp_path / "pk"
    (pkg / "sub").mkdir(parents=True)
    (pkg / "__init__.py").write_text("from . import a\n")
    (pkg / "a.py").write_text("def f():\n    from .sub import b\n")
    (pkg / "sub" / "__init__.py").write_text("")
    (pkg / "sub" / "b.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pk import c\nfrom .. import a\n"
    )
    (pkg / "c.py").write_text("import pk.sub.b\n")
    graph = import_graph(tmp_path, "pk")
    assert graph["pk"] == set()
    assert graph["pk.a"] == {"pk", "pk.sub", "pk.sub.b"}
    assert graph["pk.sub.b"] == {"pk", "pk.a"}
    assert graph["pk.c"] == {"pk", "pk.sub", "pk.sub.b"}
    assert cycles(graph) == [["pk.a", "pk.sub.b"]]


def _in_cli(name: str) -> bool:
    return name == "proctor.cli" or name.startswith("proctor.cli.")


def test_the_command_line_is_the_top_layer():
    """proctor.cli drives the rest of the package; only ``python -m proctor`` imports it."""
    graph = import_graph()
    importers = sorted(m for m, targets in graph.items() if not _in_cli(m) and any(map(_in_cli, targets)))
    assert importers == ["proctor.__main__"]


def test_every_function_of_the_command_line_is_short():
    """Commands stay a thin layer: a step that outgrows 60 lines is split, or its logic moves down."""
    long = []
    for path in sorted((SRC / ROOT / "cli").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                lines = node.end_lineno - node.lineno + 1
                if lines > 60:
                    long.append(f"{path.name}:{node.lineno} {node.name} ({lines} lines)")
    assert not long, "functions over 60 lines:\n" + "\n".join(long)
