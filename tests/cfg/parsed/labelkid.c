void lk(int x)
{
	switch (x) {
	case 0:
		if (x)
	case 1:
			x++;
		break;
	}
	if (x)
	out:
		x--;
	if (x > 9)
		goto out;
}
