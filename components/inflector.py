"""English noun inflection by the ``inflect`` library, imported on first use, without
typeguard's instrumentation.

inflect (>= 7.2) decorates its engine with typeguard's ``@typechecked``, which re-parses
and recompiles inflect's whole source at import: about 1.5 s, most of a one-shot
``wordproblem parse`` (jaraco/inflect#212, agronholm/typeguard#468). Those checks only
guard the types of inflect's own arguments (ours are always ``str``), and typeguard
itself turns them off under ``python -O``. So inflect is imported with a stand-in
``typeguard`` whose ``typechecked`` returns its target unchanged: the same engine, the
same words, in about 25 ms. If inflect ever needs more of typeguard than that, it is
imported the ordinary way.
"""

from __future__ import annotations

import sys
import types
from collections.abc import Callable
from functools import lru_cache
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import inflect

__all__ = ["engine"]


def _unchecked(target: Any = None, **_options: Any) -> Any:
    """``typechecked`` that checks nothing: bare (``@typechecked``) or with options."""
    return target if target is not None else _identity


def _identity(target: Callable[..., Any]) -> Callable[..., Any]:
    return target


@lru_cache(maxsize=1)
def engine() -> inflect.engine:
    """RETURNS (inflect.engine): the one engine, inflect imported on the first call."""
    if "inflect" not in sys.modules:
        _import_unchecked()
    import inflect

    return inflect.engine()


def _import_unchecked() -> None:
    stand_in = types.ModuleType("typeguard")
    stand_in.typechecked = _unchecked  # type: ignore[attr-defined]
    saved = sys.modules.get("typeguard")
    sys.modules["typeguard"] = stand_in
    try:
        import inflect  # noqa: F401
    except ImportError:  # inflect wants more of typeguard: the ordinary import below
        sys.modules.pop("inflect", None)
    finally:
        if saved is None:
            del sys.modules["typeguard"]
        else:
            sys.modules["typeguard"] = saved
