int je(int y)
{
	while (y < 10) {
		y++;
		if (y == 5)
			break;
		continue;
	}
	if (y) {
		return 1;
	}
	return 0;
}
