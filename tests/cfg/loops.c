void loops(int n)
{
	for (i = 0; i < n; i++) {
		while (n) {
			if (n == 2)
				break;
			if (n == 3)
				continue;
			n--;
		}
		if (n)
			continue;
	}
}
