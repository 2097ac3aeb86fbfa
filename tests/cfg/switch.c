int sw(int x)
{
	switch (x) {
	case 1:
		x++;
	case 2:
	case 3:
		x += 2;
		break;
	default:
		return 4;
	}
	return x;
}
