void a1(int x)
{
	while (x) {
		if (x)
			return;
	}
	b();
}

void a3(int x)
{
	if (x)
		return;
}
