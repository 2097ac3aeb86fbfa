int a1(int mask, int t)
{
	switch (mask) {
	case 2:
		if (t)
			return 3;
		return 4;
	default:
		return -1;
	}
}

int a2(int mask, int t)
{
	switch (mask) {
	case 2:
		switch (t) {
		case 0:
			return 3;
		}
		return 4;
	default:
		return -1;
	}
}

int a3(int mask, int t)
{
	switch (mask) {
	case 2:
		{
			return 3;
		}
	default:
		return -1;
	}
}
