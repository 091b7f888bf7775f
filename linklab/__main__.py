import sys

from linklab.cli.main import main

sys.exit(main())
