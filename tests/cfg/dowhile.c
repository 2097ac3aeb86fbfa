void dw(int x)
{
	do {
		if (x)
			break;
		x++;
	} while (0);
	do
		x--;
	while (x);
}
