#define A1(host, c)	\
	do {		\
	if (c)		\
		dev_err(host, 1);	\
	} while (0)

#define A2(host, c)	\
	do {		\
	if (c)		\
		dev_err(host, 1);	\
	else		\
		foo();	\
	} while (0)

#define A3(host, c)	\
	do {		\
		if (c)		\
			dev_err(host, 1);	\
		else if (d)		\
			foo();	\
	} while (0)

#define A4(host, c)	\
	if (c)		\
		dev_err(host, 1);	\
	else		\
		foo()
#define A5(host, c)	\
	if (c)		\
		dev_err(host, 1);	\
	else		\
		foo();

#define A6(host, c)	\
	while (c)		\
		dev_err(host, 1)

#define A7(host, c)	\
	while (c)		\
		dev_err(host, 1);

#define A8(host, c)	\
	for (;;) {		\
		if (c)		\
			dev_err(host, 1);	\
	}
