"""``python -m tcsim.cli``."""

import sys

from tcsim.cli import main

sys.exit(main())
