"""Kept so that ``from lc_memory.llm_extract import ...`` still works: the model lane's one
home is ``lc_memory.model_lane``."""

from .model_lane import *  # noqa: F401,F403
from .model_lane import __all__  # noqa: F401
