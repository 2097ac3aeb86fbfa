void f_h1(void)
{
	if (a)
		h1(1);
	if (b) {
		h1(2);
	}
}

void f_h2(void)
{
	if (a)
		h2(1);
	if (b) {
		h2(2);
	}
}

void f_h3(void)
{
	if (a)
		h3(1);
	if (b) {
		h3(2);
	}
}

void f_h4(void)
{
	if (a)
		h4(1);
	if (b) {
		h4(2);
	}
}

void f_h5(void)
{
	if (a)
		h5(1);
	if (b) {
		h5(2);
	}
}

void f_h6(void)
{
	if (a)
		h6(1);
	if (b) {
		h6(2);
	}
}

void f_h7(void)
{
	if (a)
		h7(1);
	if (b) {
		h7(2);
	}
}

void f_h8(void)
{
	if (a)
		h8(1);
	if (b) {
		h8(2);
	}
}
