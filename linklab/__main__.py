import sys

from linklab.cli import main

sys.exit(main())
