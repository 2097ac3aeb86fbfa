int pick(int x, int y)
{
	if (x) {
		if (y)
			return 1;
		else
			return 2;
	} else if (y > 2)
		goto out;
	else
		return 3;
	foo();
out:
	return 0;
}
char *name(int sel)
{
	switch (sel) {
	case 1:
		return "one";
	default:
		return "many";
	}
}
