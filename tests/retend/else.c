void f1(int x)
{
	if (x)
		return;
	g(x);
}

void f2(int x)
{
	g(x);
	return;
}

void f3(int x)
{
	if (x)
		return;
	g(x);
	return;
}

void f4(int x)
{
	if (x) {
		g(x);
		return;
	}
	h(x);
}

void f5(int x)
{
	if (x)
		return;
	else
		g(x);
}

void f6(int x)
{
	while (x) {
		if (g(x))
			return;
	}
}

void u1(int x)
{
	if (x) {
		a();
		return;
	} else {
		b();
		return;
	}
}

void u2(int x)
{
	if (x)
		a();
	else
		return;
	b();
}

void u3(int x)
{
	if (x) {
		if (y)
			return;
	} else
		g();
	h();
}

void u4(int x)
{
	switch (x) {
	case 1:
		return;
	default:
		g();
	}
	h();
}

void u5(int x)
{
	while (x) {
		if (y)
			return;
		else
			g();
	}
}

void u6(int x)
{
	if (x)
		return;
	else if (y)
		g();
}

void u7(int x)
{
	g();
	if (x)
		a();
	else
		b();
	return;
}
