"""Printed Force of Will ability text, read into the engine's vocabulary (:mod:`..vocabulary`).

:mod:`.normalize` removes the syntax that carries no rule (reminder text, old wordings, the ``⇒`` arrow,
trailing full stops) so that the sentence grammar of :mod:`..importer` sees one spelling per ability.
Nothing here guesses: a line that is not understood is returned unchanged and reported unsupported.
"""

from .normalize import normalize_line

__all__ = ["normalize_line"]
