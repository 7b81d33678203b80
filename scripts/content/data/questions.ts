/**
 * The questions each course's sample papers ask: a handful per course, written for its subject,
 * so its papers repeat some of them across years and exams (scripts/content/paper-questions.ts
 * picks and varies them; @vithelper/questions groups the repeats). A long question is a list of
 * parts, (a) then (b). Numbers in brackets ("[29, 10, 14]", "{1, 2, 1, 0}") are the values an
 * examiner changes from one year to the next.
 */
export type CourseQuestions = {
  /** Part A: one-line questions. */
  short: readonly string[];
  /** Part B: longer questions, each as its parts. */
  long: ReadonlyArray<readonly string[]>;
};

export const QUESTION_BANK: Readonly<Record<string, CourseQuestions>> = {
  CSE1001: {
    short: [
      'Draw a flowchart to find the largest of three numbers read from the user.',
      'Explain the difference between a while loop and a do-while loop with an example.',
      'Write a function that returns the number of vowels in a string.',
      'Trace the output of the nested loop given for n = [4].',
    ],
    long: [
      [
        'Write a program that reads [10] integers into an array and prints them in reverse order.',
        'Modify it to print only the prime numbers among them.',
      ],
      [
        'Explain recursion with the factorial function and draw its call stack for n = [5].',
        'Write a recursive function for the n-th Fibonacci number and state its drawback.',
      ],
      [
        'Explain how a two-dimensional array is stored in memory.',
        'Write a program to multiply two 3 x 3 matrices.',
      ],
    ],
  },
  CSE1002: {
    short: [
      'Explain the difference between a class and an object with an example.',
      'What is a constructor? How does a copy constructor differ from a default one?',
      'Explain function overloading with an example in C++.',
      'What is the use of the friend keyword?',
    ],
    long: [
      [
        'Design a class hierarchy for a library system and justify where you used inheritance.',
        'Show how a virtual function gives run-time polymorphism in this hierarchy.',
      ],
      [
        'Explain exception handling in C++ with try, catch and throw.',
        'Write a program that throws an exception when a divisor is zero.',
      ],
      [
        'Explain templates in C++ and write a function template that swaps two values.',
        'How does a class template differ from a function template?',
      ],
    ],
  },
  CSE1003: {
    short: [
      'Convert the decimal number [156] to binary, octal and hexadecimal.',
      'Simplify the Boolean function F = sum of minterms (0, 2, 5, 7) using a K-map.',
      'Draw the truth table of a full adder and write its sum and carry expressions.',
      'Explain the difference between a latch and a flip-flop.',
    ],
    long: [
      [
        'Design a 4-bit synchronous up counter using JK flip-flops.',
        'Draw its timing diagram for [8] clock pulses.',
      ],
      [
        'Implement the function F(A, B, C) = sum of minterms (1, 3, 5, 6) with an 8:1 multiplexer.',
        'Implement the same function with a 3:8 decoder and an OR gate.',
      ],
      [
        'Design a sequence detector for the pattern 1011 as a Mealy machine.',
        'Draw its state diagram and state table.',
      ],
    ],
  },
  CSE1004: {
    short: [
      'Compare circuit switching and packet switching.',
      'Explain the functions of each layer of the OSI model.',
      'Find the network address of the host 192.168.[10].[77] with mask 255.255.255.192.',
      'What is the difference between TCP and UDP?',
    ],
    long: [
      [
        "Explain link-state routing. Apply Dijkstra's algorithm to the network given, starting from router A.",
        'Draw the routing table of router A after the algorithm ends.',
      ],
      [
        'Explain the three-way handshake that opens a TCP connection with a message sequence diagram.',
        'How does TCP close a connection?',
      ],
      [
        'Explain CSMA/CD and the binary exponential back-off algorithm.',
        'Why is CSMA/CD not used in wireless networks?',
      ],
    ],
  },
  CSE2001: {
    short: [
      'Explain the difference between RISC and CISC processors.',
      'What is pipelining? List the three kinds of pipeline hazard.',
      'Represent the number [-13.25] in IEEE 754 single precision.',
      'Explain direct-mapped cache with an example.',
    ],
    long: [
      [
        "Explain Booth's multiplication algorithm.",
        'Multiply [7] and [-3] with it, showing every step.',
      ],
      [
        'A cache has [64] lines of [16] bytes each. Find the tag, index and offset bits for a 32-bit address.',
        'Compare direct-mapped and set-associative mapping.',
      ],
      [
        'Explain the stages of a five-stage instruction pipeline.',
        'Show how data forwarding removes a data hazard.',
      ],
    ],
  },
  CSE2002: {
    short: [
      'Construct a DFA that accepts strings over {0, 1} ending in 01.',
      'State the pumping lemma for regular languages.',
      'What is an ambiguous grammar? Give an example.',
      'List the phases of a compiler.',
    ],
    long: [
      [
        'Convert the regular expression (a + b)*abb to an NFA.',
        'Convert the NFA to a minimal DFA.',
      ],
      ['Compute FIRST and FOLLOW for the grammar given.', 'Construct its LL(1) parsing table.'],
      ['Design a Turing machine that accepts the language a^n b^n.', 'Trace it on the input aabb.'],
    ],
  },
  CSE2003: {
    short: [
      'Write an algorithm to reverse a singly linked list in place.',
      'Convert the infix expression A + B * (C - D) to postfix using a stack.',
      'Trace quick sort on the array [29, 10, 14, 37, 13] and count the comparisons.',
      'Build a min-heap from the keys [15, 3, 17, 10, 84, 19].',
    ],
    long: [
      [
        "Apply Dijkstra's algorithm to the weighted graph given, starting from vertex A.",
        "Why does Dijkstra's algorithm fail when an edge has a negative weight?",
      ],
      [
        'Insert the keys [10, 20, 5, 6, 12, 30] into an AVL tree, showing every rotation.',
        'Delete the root and rebalance the tree.',
      ],
      [
        'Explain collision resolution by linear probing and by separate chaining.',
        'Insert the keys [23, 43, 13, 27, 33] into a table of size 10.',
      ],
    ],
  },
  CSE2004: {
    short: [
      'Draw an ER diagram for a university with students, courses and faculty.',
      'Explain the difference between a primary key and a candidate key.',
      'Write a SQL query listing departments whose average salary exceeds the company average.',
      'What is a view? Why is it useful?',
    ],
    long: [
      ['Normalise the relation given up to BCNF.', 'Show every functional dependency you use.'],
      [
        'Explain the ACID properties of a transaction.',
        'Decide whether the schedule given is conflict serializable by drawing its precedence graph.',
      ],
      [
        'Explain two-phase locking and how it ensures serializability.',
        'Show how deadlock can still occur under two-phase locking.',
      ],
    ],
  },
  CSE2005: {
    short: [
      'Explain the difference between a process and a thread.',
      'What is a semaphore? How does it solve the critical section problem?',
      'Compare paging and segmentation.',
      'Explain the four necessary conditions for deadlock.',
    ],
    long: [
      [
        "Explain Dijkstra's banker's algorithm for deadlock avoidance.",
        'For the allocation and maximum matrices given, find the need matrix and a safe sequence.',
      ],
      [
        "Explain the banker's algorithm and decide whether the system given is in a safe state.",
        'Can a request (1, 0, 2) from P1 be granted at once?',
      ],
      [
        'Count the page faults under FIFO and LRU page replacement for the reference string [7, 0, 1, 2, 0, 3, 0, 4] with three frames.',
        "Explain Belady's anomaly.",
      ],
    ],
  },
  CSE2006: {
    short: [
      'Draw the register organisation of the 8086 microprocessor.',
      'Explain the addressing modes of the 8086 with one example each.',
      'What is the function of the 8255 programmable peripheral interface?',
      'Explain the interrupt vector table of the 8086.',
    ],
    long: [
      [
        'Write an 8086 assembly program to sort [10] bytes in ascending order.',
        'Explain each instruction you used.',
      ],
      [
        'Explain the minimum mode configuration of the 8086 with a diagram.',
        'Draw the timing diagram of a memory read cycle.',
      ],
      [
        'Interface a stepper motor to the 8086 through the 8255.',
        'Write the program that turns it by [90] degrees.',
      ],
    ],
  },
  CSE2011: {
    short: [
      'What is the time complexity of binary search? Justify it.',
      'Explain the difference between a stack and a queue.',
      'Insert the keys [50, 30, 70, 20, 40] into a binary search tree.',
      'Sort the array [5, 3, 8, 1, 9, 2] with insertion sort.',
    ],
    long: [
      [
        "Apply Dijkstra's algorithm to the road network given, starting from city A.",
        'Compare it with breadth-first search on an unweighted graph.',
      ],
      [
        "Find a minimum spanning tree of the graph given with Prim's and Kruskal's algorithms.",
        'List the edges in the order each algorithm adds them.',
      ],
      [
        'Explain merge sort and derive its recurrence.',
        'Trace it on the array [38, 27, 43, 3, 9, 82, 10].',
      ],
    ],
  },
  CSE3001: {
    short: [
      'Compare the waterfall model and the spiral model.',
      'What is a use case diagram? Draw one for an ATM.',
      'Explain the difference between verification and validation.',
      'What is cyclomatic complexity?',
    ],
    long: [
      [
        'Estimate the effort for a project of [32] KLOC with the basic COCOMO model.',
        'Explain how the project type changes the estimate.',
      ],
      [
        'Explain black-box testing with boundary value analysis.',
        'Write test cases for a function that accepts ages from [18] to [60].',
      ],
      [
        'Explain the Scrum framework with its roles and ceremonies.',
        'How does a sprint review differ from a retrospective?',
      ],
    ],
  },
  CSE3002: {
    short: [
      'Explain the structure of an HTML5 document.',
      'What is the CSS box model?',
      'Compare GET and POST requests.',
      'What is the Document Object Model?',
    ],
    long: [
      [
        'Design a registration form in HTML with validation in JavaScript.',
        'Explain how the form data reaches the server.',
      ],
      ['Explain sessions and cookies in PHP.', 'Write a script that counts the visits of a user.'],
      [
        'Explain the event loop of Node.js.',
        'Write an Express route that returns a list of books as JSON.',
      ],
    ],
  },
  CSE3009: {
    short: [
      'Define the Internet of Things and list its characteristics.',
      'Compare MQTT and CoAP.',
      'What is a sensor node? Draw its block diagram.',
      'Explain the role of a gateway in an IoT system.',
    ],
    long: [
      [
        'Design a smart irrigation system with soil moisture sensors.',
        'Draw its architecture and explain the data flow.',
      ],
      [
        'Explain the publish-subscribe model of MQTT with an example.',
        'What are the three quality-of-service levels of MQTT?',
      ],
      [
        'Discuss the security threats to IoT devices.',
        'Suggest how a device can be updated safely in the field.',
      ],
    ],
  },
  CSE3013: {
    short: [
      'Define an intelligent agent and explain the PEAS description.',
      'Compare breadth-first and depth-first search.',
      'What is an admissible heuristic?',
      'Explain the minimax algorithm.',
    ],
    long: [
      [
        "Explain A* search and compare it with Dijkstra's algorithm on the graph given.",
        'Show that A* is optimal when its heuristic is admissible.',
      ],
      [
        'Explain alpha-beta pruning and apply it to the game tree given.',
        'How many nodes does it prune?',
      ],
      ['Represent the sentences given in first-order logic.', 'Prove the goal by resolution.'],
    ],
  },
  CSE3020: {
    short: [
      'What are the visual encoding channels? Rank them for quantitative data.',
      'When is a bar chart better than a pie chart?',
      'Explain the difference between exploratory and explanatory visualisation.',
      'What is a choropleth map?',
    ],
    long: [
      [
        'Design a dashboard for the sales data given.',
        'Justify the chart type you chose for each measure.',
      ],
      [
        'Explain the grammar of graphics.',
        'Describe how a scatter plot is built in ggplot2 from its layers.',
      ],
      [
        'Explain how colour scales mislead when they are misused.',
        'Suggest a palette for a diverging variable.',
      ],
    ],
  },
  CSE3024: {
    short: [
      'Explain the difference between web content mining and web usage mining.',
      'What is a web crawler? List its components.',
      'Explain TF-IDF weighting.',
      'What is a hub and what is an authority?',
    ],
    long: [
      [
        'Explain the PageRank algorithm.',
        'Compute PageRank for the three-page web graph given with damping factor [0.85].',
      ],
      ['Explain the HITS algorithm.', 'Compare it with PageRank.'],
      [
        'Explain how association rules are mined from web logs.',
        'Find the frequent itemsets of the sessions given with support [2].',
      ],
    ],
  },
  CSE3501: {
    short: [
      'Define confidentiality, integrity and availability.',
      'What is a vulnerability assessment?',
      'Explain the difference between a threat and a risk.',
      'What is an audit trail?',
    ],
    long: [
      [
        'Explain the phases of an information security audit.',
        'Prepare an audit checklist for a small company network.',
      ],
      [
        'Explain quantitative risk analysis with annual loss expectancy.',
        'Compute the ALE for an asset worth [50000] with exposure factor [0.4] and [2] incidents a year.',
      ],
      ['Explain the controls of ISO 27001.', 'How does a company prepare for certification?'],
    ],
  },
  CSE4001: {
    short: [
      "State Amdahl's law.",
      'Compare shared-memory and distributed-memory architectures.',
      'What is a race condition?',
      'Explain the fork-join model.',
    ],
    long: [
      [
        'Write an OpenMP program that computes the sum of an array in parallel.',
        'Explain the reduction clause you used.',
      ],
      [
        'Explain the MPI send and receive primitives.',
        'Write an MPI program that passes a token around a ring of processes.',
      ],
      [
        "Explain Lamport's logical clocks.",
        'Assign timestamps to the events of the diagram given.',
      ],
    ],
  },
  CSE4003: {
    short: [
      'What is phishing? How can a user detect it?',
      'Explain the difference between a virus and a worm.',
      'What is SQL injection?',
      'What is two-factor authentication?',
    ],
    long: [
      ['Explain the RSA algorithm.', 'Encrypt the message [9] with p = [3] and q = [11].'],
      [
        'Explain how a firewall filters packets.',
        'Write the rules that allow only web traffic to a server.',
      ],
      ['Explain cross-site scripting with an example.', 'How does output encoding prevent it?'],
    ],
  },
  CSE4019: {
    short: [
      'What is histogram equalisation?',
      'Explain the difference between spatial and frequency domain filtering.',
      'What is the sampling and quantisation of an image?',
      'Explain dilation and erosion.',
    ],
    long: [
      ['Explain the Canny edge detector step by step.', 'Compare it with the Sobel operator.'],
      ['Equalise the histogram of the 3-bit image given.', 'Show the mapping of each grey level.'],
      [
        'Explain image compression with run-length coding.',
        'Encode the row [0, 0, 0, 1, 1, 0, 0, 0] with it.',
      ],
    ],
  },
  CSE4020: {
    short: [
      'What is overfitting? Suggest two ways to reduce it.',
      'Compare supervised and unsupervised learning.',
      'Explain the bias-variance trade-off.',
      'What is a confusion matrix?',
    ],
    long: [
      [
        'Explain the k-means clustering algorithm.',
        'Cluster the points [2, 4, 10, 12, 3, 20, 30, 11] into two clusters.',
      ],
      [
        'Explain backpropagation in a feed-forward neural network.',
        'Derive the weight update of the output layer with a sigmoid activation.',
      ],
      [
        'Explain how a decision tree is built with information gain.',
        'Find the root attribute for the data given.',
      ],
    ],
  },
  CSE4022: {
    short: [
      'What is tokenisation? Why is it hard for some languages?',
      'Explain the difference between stemming and lemmatisation.',
      'What is a bigram language model?',
      'What is named entity recognition?',
    ],
    long: [
      [
        'Explain part-of-speech tagging with a hidden Markov model.',
        'Apply the Viterbi algorithm to the sentence given.',
      ],
      [
        'Explain word embeddings and the skip-gram model.',
        'Why do similar words get similar vectors?',
      ],
      [
        'Compute the bigram probabilities of the corpus given with add-one smoothing.',
        'Find the probability of the sentence given.',
      ],
    ],
  },
  ITE1002: {
    short: [
      'Explain the difference between HTML and XML.',
      'What is a CSS selector? Give three kinds.',
      'What is AJAX?',
      'Explain the purpose of a DTD.',
    ],
    long: [
      [
        'Write an XML document for a book catalogue.',
        'Write an XSLT sheet that shows it as an HTML table.',
      ],
      ['Explain the life cycle of a servlet.', 'Write a servlet that greets the user by name.'],
      ['Explain form validation in JavaScript.', 'Write a script that checks an e-mail address.'],
    ],
  },
  ITE2001: {
    short: [
      "Explain Bresenham's line drawing algorithm.",
      'What is the difference between raster and vector graphics?',
      'Explain homogeneous coordinates.',
      'What is back-face detection?',
    ],
    long: [
      [
        'Rotate the triangle A([0], [0]), B([4], [0]), C([2], [3]) by 90 degrees about the origin.',
        'Scale the result by 2 about the point A.',
      ],
      [
        'Explain the Cohen-Sutherland line clipping algorithm.',
        'Clip the line given against the window given.',
      ],
      ['Explain the Phong illumination model.', 'Compare Gouraud and Phong shading.'],
    ],
  },
  ITE2002: {
    short: [
      'What is the function of the data link layer?',
      'Compare IPv4 and IPv6 addressing.',
      'Explain the sliding window protocol.',
      'What is subnetting?',
    ],
    long: [
      [
        "Explain distance vector routing and link-state routing with Dijkstra's algorithm.",
        'What is the count-to-infinity problem?',
      ],
      [
        'Divide the network 200.[10].[20].0/24 into [4] equal subnets.',
        'List the address range of each subnet.',
      ],
      [
        'Explain TCP congestion control with slow start.',
        'Draw the congestion window for the losses given.',
      ],
    ],
  },
  ITE3001: {
    short: [
      'What is the Nyquist bit rate of a noiseless channel of bandwidth [3000] Hz with [4] levels?',
      'Compare guided and unguided media.',
      'Explain the cyclic redundancy check.',
      'What is multiplexing?',
    ],
    long: [
      [
        'Find the CRC of the message [1101011011] with the generator 10011.',
        'Show how the receiver detects an error.',
      ],
      [
        'Explain the Go-Back-N and Selective Repeat protocols.',
        'Compare their efficiency on a noisy link.',
      ],
      [
        "Explain routing in the network layer. Apply Dijkstra's algorithm to the network given.",
        'Build the forwarding table of node A.',
      ],
    ],
  },
  ITE4001: {
    short: [
      'What is a digital signature?',
      'Explain the difference between symmetric and asymmetric encryption.',
      'What is a man-in-the-middle attack?',
      'What is a message authentication code?',
    ],
    long: [
      [
        'Explain the Diffie-Hellman key exchange.',
        'Find the shared key for p = [23], g = [5] and private keys [6] and [15].',
      ],
      ['Explain how TLS sets up a secure connection.', 'What does a certificate prove?'],
      ['Explain the DES algorithm with one round.', 'Why was DES replaced by AES?'],
    ],
  },
  ECE1002: {
    short: [
      'Explain the working of a PN junction diode under forward and reverse bias.',
      'What is a Zener diode? Where is it used?',
      'Compare the CB, CE and CC configurations of a BJT.',
      'Explain the pinch-off voltage of a JFET.',
    ],
    long: [
      [
        'Explain the full-wave bridge rectifier with waveforms.',
        'Find its ripple factor and efficiency.',
      ],
      [
        'Explain the voltage divider bias of a BJT.',
        'Find the operating point for the circuit given with beta = [100].',
      ],
      [
        'Explain the construction and working of an n-channel MOSFET.',
        'Draw its drain and transfer characteristics.',
      ],
    ],
  },
  ECE1003: {
    short: [
      "State Gauss's law and give its differential form.",
      'What is displacement current?',
      'Write the four Maxwell equations in point form.',
      'Define the Poynting vector.',
    ],
    long: [
      [
        'Find the electric field of an infinite line charge with density [5] nC/m at a distance of [2] m.',
        "Use Gauss's law to derive the same result.",
      ],
      [
        'Derive the wave equation for a uniform plane wave in free space.',
        'Find its intrinsic impedance.',
      ],
      [
        'Explain the Biot-Savart law.',
        'Find the magnetic field at the centre of a circular loop carrying [3] A.',
      ],
    ],
  },
  ECE2002: {
    short: [
      'What is negative feedback? List its advantages.',
      'Explain the Barkhausen criterion for oscillation.',
      'Compare class A and class B power amplifiers.',
      'What is the CMRR of a differential amplifier?',
    ],
    long: [
      [
        'Derive the voltage gain of a common-emitter amplifier with an unbypassed emitter resistor.',
        'Find the gain for the values given.',
      ],
      ['Explain the RC phase shift oscillator.', 'Derive its frequency of oscillation.'],
      ['Explain the class B push-pull amplifier.', 'Find its maximum efficiency.'],
    ],
  },
  ECE2003: {
    short: [
      'Convert the Gray code [1011] to binary.',
      'Simplify F = sum of minterms (1, 3, 7, 11, 15) with a K-map.',
      'What is a race-around condition?',
      'Explain the difference between a Moore and a Mealy machine.',
    ],
    long: [
      [
        'Design a mod-[10] ripple counter using JK flip-flops.',
        'Explain the glitch that appears at the reset state.',
      ],
      ['Design a BCD to seven-segment decoder.', 'Write the simplified expression for segment a.'],
      [
        'Explain the working of a 4-bit universal shift register.',
        'Show its contents after each of the [4] clock pulses given.',
      ],
    ],
  },
  ECE2004: {
    short: [
      'Define the characteristic impedance of a transmission line.',
      'What is the standing wave ratio?',
      'Explain the cut-off frequency of a waveguide.',
      'What is a quarter-wave transformer?',
    ],
    long: [
      [
        'Compute the reflection coefficient and VSWR for a [50] ohm line ended in a [100] ohm load.',
        'Find the input impedance of a quarter-wave section of this line.',
      ],
      ['Explain single-stub matching with the Smith chart.', 'Match the load given to the line.'],
      [
        'Derive the field equations of the TE10 mode of a rectangular waveguide.',
        'Find its cut-off frequency for a = [2.3] cm.',
      ],
    ],
  },
  ECE2005: {
    short: [
      "State Bayes' theorem.",
      'A random variable is uniform on [0, 4]. Find its mean and variance.',
      'What is a wide-sense stationary process?',
      'Define the power spectral density.',
    ],
    long: [
      [
        'Find the mean and autocorrelation of the random process X(t) = A cos(wt + theta), theta uniform.',
        'Is it wide-sense stationary?',
      ],
      [
        'The joint density of X and Y is given. Find the marginal densities.',
        'Are X and Y independent?',
      ],
      [
        'Explain the central limit theorem.',
        'Find the probability that the mean of [36] samples exceeds [52].',
      ],
    ],
  },
  ECE2006: {
    short: [
      'Find the DFT of the sequence x(n) = {1, 2, 1, 0}.',
      'Compare FIR and IIR filters.',
      'What is the region of convergence of a Z-transform?',
      'State the sampling theorem.',
    ],
    long: [
      [
        'Compute the 8-point DFT of the sequence given with the radix-2 FFT.',
        'Draw the butterfly diagram.',
      ],
      [
        'Design a Butterworth low-pass filter with a pass-band edge of [1] kHz.',
        'Find the order and the poles.',
      ],
      [
        'Find the Z-transform and the region of convergence of x(n) = (0.5)^n u(n).',
        'Is the system stable? Justify from the pole locations.',
      ],
    ],
  },
  ECE3001: {
    short: [
      'Compare amplitude modulation and frequency modulation.',
      'What is the modulation index of AM?',
      "State Carson's rule.",
      'What is a superheterodyne receiver?',
    ],
    long: [
      [
        'Derive the power of an AM wave in terms of the modulation index.',
        'Find the power for a carrier of [100] W and m = [0.5].',
      ],
      [
        'Explain the generation of DSB-SC with a balanced modulator.',
        'How is it detected coherently?',
      ],
      ['Explain the phase-locked loop.', 'Describe its use in FM demodulation.'],
    ],
  },
  ECE3002: {
    short: [
      'Draw the CMOS inverter and its transfer characteristic.',
      'What is the body effect of a MOSFET?',
      'Explain the difference between full-custom and semi-custom design.',
      'What is a stick diagram?',
    ],
    long: [
      [
        'Draw the CMOS realisation of the function Y = (A + B)C.',
        'Size the transistors for equal rise and fall times.',
      ],
      [
        'Explain the fabrication steps of an n-well CMOS process.',
        'Draw the cross-section after each step.',
      ],
      ['Explain dynamic logic with the domino gate.', 'What is charge sharing?'],
    ],
  },
  ECE3003: {
    short: [
      'Draw the block diagram of the 8051 microcontroller.',
      'Explain the special function registers of the 8051.',
      'What is the difference between a microprocessor and a microcontroller?',
      'Explain the timer modes of the 8051.',
    ],
    long: [
      [
        'Write an 8051 program to add two 16-bit numbers stored in internal RAM.',
        'Explain how the carry is handled.',
      ],
      [
        'Write a program that toggles port 1 every [50] ms using timer 0.',
        'Compute the timer value for a [12] MHz crystal.',
      ],
      [
        'Explain serial communication in the 8051.',
        'Write a program that sends the letter A at [9600] baud.',
      ],
    ],
  },
  ECE4001: {
    short: [
      'What is pulse code modulation?',
      'Compare ASK, FSK and PSK.',
      'What is inter-symbol interference?',
      'Explain the matched filter.',
    ],
    long: [
      [
        'Explain delta modulation and its slope overload error.',
        'How does adaptive delta modulation reduce it?',
      ],
      ['Derive the probability of error of BPSK in white Gaussian noise.', 'Compare it with BFSK.'],
      [
        'Explain QPSK with its constellation diagram.',
        'Find its bandwidth for a bit rate of [10] Mbps.',
      ],
    ],
  },
  ECE4007: {
    short: [
      'Define entropy and give its unit.',
      'What is the channel capacity of a binary symmetric channel?',
      'Explain the Hamming distance of a code.',
      'What is a prefix code?',
    ],
    long: [
      [
        'Construct a Huffman code for the probabilities [0.4, 0.2, 0.2, 0.1, 0.1].',
        'Find its average length and efficiency.',
      ],
      ['Explain the (7, 4) Hamming code.', 'Correct the received word [1101101].'],
      [
        'Explain convolutional codes with the encoder given.',
        'Decode the received sequence with the Viterbi algorithm.',
      ],
    ],
  },
  EEE1001: {
    short: [
      "State Kirchhoff's current and voltage laws.",
      'What is the power factor? Why should it be high?',
      'Explain the working of a single-phase transformer.',
      'Compare a PN diode and a Zener diode.',
    ],
    long: [
      [
        'Find the current in each branch of the circuit given by mesh analysis.',
        'Verify the result by nodal analysis.',
      ],
      [
        'A series RLC circuit has R = [10] ohm, L = [0.1] H and C = [100] uF. Find its resonant frequency.',
        'Find the current at resonance for a [230] V supply.',
      ],
      ['Explain the working of a DC motor.', 'Derive its torque equation.'],
    ],
  },
  EEE1002: {
    short: [
      "State Thevenin's theorem.",
      'What is the time constant of an RC circuit?',
      'Define the quality factor of a resonant circuit.',
      'Explain star-delta transformation.',
    ],
    long: [
      [
        'Find the Thevenin equivalent across terminals a-b of the circuit given.',
        'Find the load that draws maximum power and the power it draws.',
      ],
      [
        'Find the Laplace transform of the current in the series RLC circuit when the switch closes at t = 0.',
        'Obtain i(t) by partial fractions.',
      ],
      [
        'Find the transient response of an RL circuit with a DC source.',
        'Sketch the current for L = [2] H and R = [4] ohm.',
      ],
    ],
  },
  EEE2001: {
    short: [
      'Define the z-parameters of a two-port network.',
      'What is a driving point function?',
      'State the superposition theorem.',
      'What is a tree of a network graph?',
    ],
    long: [
      [
        'Find the Laplace transform of the network response for the circuit given.',
        'Find the poles and zeros of its transfer function.',
      ],
      ['Find the h-parameters of the two-port network given.', 'Convert them to z-parameters.'],
      [
        'Synthesise the impedance Z(s) = (s^2 + 1)(s^2 + 3) / s(s^2 + 2) in Foster form.',
        'Synthesise it in Cauer form.',
      ],
    ],
  },
  EEE2003: {
    short: [
      'Derive the EMF equation of a DC generator.',
      'Explain why a three-phase induction motor cannot run at synchronous speed.',
      'What is armature reaction?',
      'Why is a starter needed for a DC motor?',
    ],
    long: [
      [
        'Derive the torque-slip characteristic of a three-phase induction motor.',
        'Explain how rotor resistance changes the curve.',
      ],
      [
        'Explain the open-circuit and short-circuit tests of a transformer.',
        'Find the efficiency at full load from the test data given.',
      ],
      ['Explain the working of a synchronous motor.', 'Draw its V curves.'],
    ],
  },
  EEE3001: {
    short: [
      'Compare open-loop and closed-loop control systems.',
      'What is the steady-state error of a type 1 system to a ramp input?',
      'Define the gain margin and the phase margin.',
      "State Mason's gain formula.",
    ],
    long: [
      [
        'Sketch the root locus for G(s)H(s) = K / s(s + [2])(s + [4]).',
        'Find the breakaway point.',
      ],
      [
        'Check the stability of s^4 + 2s^3 + 3s^2 + 4s + 5 = 0 using the Routh-Hurwitz criterion.',
        'Find the number of roots in the right half-plane.',
      ],
      [
        'Draw the Bode plot of G(s) = [100] / s(s + 2)(s + 10).',
        'Find the gain margin and the phase margin.',
      ],
    ],
  },
  EEE3004: {
    short: [
      'Draw the characteristics of an SCR.',
      'What is the difference between a converter and an inverter?',
      'Explain the need for a freewheeling diode.',
      'What is PWM control?',
    ],
    long: [
      [
        'Explain the working of a buck converter in continuous conduction mode.',
        'Derive the output voltage and the inductor ripple current.',
      ],
      [
        'Explain the single-phase full-bridge inverter with its output waveform.',
        'Find the RMS output voltage for a DC input of [220] V.',
      ],
      [
        'Explain speed control of a DC motor with a chopper.',
        'Find the duty cycle for the speed given.',
      ],
    ],
  },
  EEE4001: {
    short: [
      'What is a per-unit system?',
      'Explain the need for load flow studies.',
      'What is a slack bus?',
      'Classify the faults in a power system.',
    ],
    long: [
      [
        'Form the bus admittance matrix of the three-bus system given.',
        'Explain how it changes when a line is removed.',
      ],
      ['Explain the Gauss-Seidel method of load flow.', 'Do one iteration for the system given.'],
      [
        'Explain the equal-area criterion for transient stability.',
        'Find the critical clearing angle for the system given.',
      ],
    ],
  },
  MEE1001: {
    short: [
      'Draw the projections of a point [20] mm above HP and [30] mm in front of VP.',
      'What is the difference between first-angle and third-angle projection?',
      'Explain the types of lines used in engineering drawing.',
      'What is an isometric scale?',
    ],
    long: [
      [
        'Draw the projections of a line [80] mm long inclined at 30 degrees to HP.',
        'Find its true length and inclinations.',
      ],
      [
        'Draw the isometric view of the object from the orthographic views given.',
        'Mark its overall dimensions.',
      ],
      [
        'A cone of base [50] mm and height [60] mm is cut by a plane. Draw the sectional top view.',
        'Draw the true shape of the section.',
      ],
    ],
  },
  MEE1002: {
    short: [
      "State Lami's theorem.",
      'Define the coefficient of friction and the angle of repose.',
      'What is a free-body diagram?',
      'State the principle of virtual work.',
    ],
    long: [
      ['Find the resultant of the coplanar force system given.', 'Locate its line of action.'],
      [
        'Find the forces in the members of the truss given by the method of joints.',
        'Check one member by the method of sections.',
      ],
      [
        'Find the centroid of the T-section given.',
        'Find its moment of inertia about the centroidal axis.',
      ],
    ],
  },
  MEE1003: {
    short: [
      'State the zeroth law of thermodynamics.',
      'What is a quasi-static process?',
      'Define entropy.',
      'State the Kelvin-Planck statement of the second law.',
    ],
    long: [
      [
        'Apply the first law to a steady-flow nozzle.',
        'Find the exit velocity for the inlet and outlet conditions given.',
      ],
      [
        'Compare the Otto and Diesel cycles on p-v and T-s diagrams.',
        'Find the efficiency of an Otto cycle with compression ratio [8].',
      ],
      [
        'Explain the Carnot cycle.',
        'A Carnot engine works between [800] K and [300] K. Find its efficiency.',
      ],
    ],
  },
  MEE1004: {
    short: [
      'Define viscosity and give its unit.',
      'What is the difference between laminar and turbulent flow?',
      "State Pascal's law.",
      'What is a manometer?',
    ],
    long: [
      ["Derive Bernoulli's equation from Euler's equation of motion.", 'State the assumptions.'],
      ['Explain the working of a venturimeter.', 'Find the discharge for the readings given.'],
      [
        'Derive the Darcy-Weisbach equation for head loss in a pipe.',
        'Find the head loss for a pipe [100] m long.',
      ],
    ],
  },
  MEE2001: {
    short: [
      'What are limits, fits and tolerances?',
      'Draw the conventional representation of a welded joint.',
      'Explain surface roughness symbols.',
      'What is a sectional view?',
    ],
    long: [
      [
        'Draw the assembly of the flange coupling from the details given.',
        'Prepare its bill of materials.',
      ],
      [
        'Draw the sectional front view of the screw jack given.',
        'Mark the fits between its parts.',
      ],
      ['Draw the knuckle joint for a rod of diameter [30] mm.', 'Show its top view.'],
    ],
  },
  MEE2002: {
    short: [
      "State Hooke's law.",
      'Define Poisson ratio.',
      'What is the section modulus of a beam?',
      'What is strain energy?',
    ],
    long: [
      [
        'Draw the shear force and bending moment diagrams for the simply supported beam given.',
        'Find the maximum bending moment.',
      ],
      [
        'Derive the Euler buckling load for a column with both ends pinned.',
        'Find the critical load for a steel column [3] m long.',
      ],
      [
        'Derive the torsion equation for a circular shaft.',
        'Design a solid shaft to transmit [20] kW at [300] rpm.',
      ],
    ],
  },
  MEE2003: {
    short: [
      'What is the function of a steam nozzle?',
      'Compare impulse and reaction turbines.',
      'What is the COP of a refrigerator?',
      'Define the volumetric efficiency of a compressor.',
    ],
    long: [
      [
        'Explain the Rankine cycle with reheat.',
        'Find the thermal efficiency for the boiler and condenser conditions given.',
      ],
      [
        'Explain the vapour compression refrigeration cycle on a p-h chart.',
        'Find the COP for the data given.',
      ],
      [
        'Derive the work done by a single-stage reciprocating compressor.',
        'Find the power needed for [2] kg/min of air.',
      ],
    ],
  },
  MEE2004: {
    short: [
      'Define stress and strain.',
      'What is the continuity equation?',
      'Explain the difference between a thin and a thick cylinder.',
      'What is a Mohr circle?',
    ],
    long: [
      [
        'Draw the Mohr circle for the plane stress state given.',
        'Find the principal stresses and their planes.',
      ],
      [
        "Derive Bernoulli's equation and apply it to flow through a pipe of changing section.",
        'Find the pressure at the outlet.',
      ],
      [
        'Find the hoop and longitudinal stresses in a thin cylinder of diameter [1] m.',
        'Find the change in its volume.',
      ],
    ],
  },
  MEE3001: {
    short: [
      'What is a factor of safety?',
      'Explain stress concentration.',
      'What is the endurance limit?',
      'List the types of keys.',
    ],
    long: [
      [
        'Design a helical compression spring for the load and deflection given.',
        'Check it for buckling and surge.',
      ],
      [
        'Design a solid shaft to transmit [20] kW at [300] rpm with a factor of safety of [2].',
        'Select a key for it.',
      ],
      ['Design a spur gear pair for the power and speed ratio given.', 'Check the gears for wear.'],
    ],
  },
  MEE3003: {
    short: [
      "State Fourier's law of conduction.",
      'What is the Biot number?',
      'Define the Nusselt number.',
      'What is a black body?',
    ],
    long: [
      [
        'Derive the heat conduction equation in cylindrical coordinates.',
        'Find the heat loss through the insulated pipe given.',
      ],
      [
        'Explain the lumped-system approximation.',
        'Find the time for a steel ball of [10] mm to cool to [100] C.',
      ],
      [
        'Derive the LMTD of a counter-flow heat exchanger.',
        'Find the area needed for the duty given.',
      ],
    ],
  },
  MAT1011: {
    short: [
      'Find the local extrema of f(x, y) = x^3 + y^3 - 3xy.',
      'Evaluate the limit of (sin x) / x as x tends to 0.',
      'State Rolle theorem and verify it for f(x) = x^2 on [-1, 1].',
      'Find the Taylor series of e^x about x = 0.',
    ],
    long: [
      [
        'Evaluate the double integral over the triangle bounded by x = 0, y = 0 and x + y = 1.',
        'Change the order of integration and evaluate again.',
      ],
      [
        'Find the volume of the solid formed by rotating y = x^2 about the x-axis between x = 0 and x = [2].',
        'Find its surface area.',
      ],
      [
        'Find the maximum of xyz subject to x + y + z = [12] with Lagrange multipliers.',
        'Explain why the point is a maximum.',
      ],
    ],
  },
  MAT2001: {
    short: [
      'Define the mean, median and mode.',
      'What is a normal distribution?',
      'Find the correlation coefficient of the data given.',
      'Explain type I and type II errors.',
    ],
    long: [
      ['Fit a straight line to the data given by least squares.', 'Estimate y at x = [7].'],
      [
        'Test the hypothesis that the two population means are equal at the [5]% level.',
        'State the assumptions of the test.',
      ],
      [
        'A fair die is rolled [120] times. Use the chi-square test on the frequencies given.',
        'Decide whether they fit a uniform distribution.',
      ],
    ],
  },
  MAT2002: {
    short: [
      "Solve y'' - 4y' + 4y = 0.",
      'Find the Laplace transform of t e^(2t).',
      'What is the Wronskian?',
      "Find the particular integral of y'' + y = sin 2x.",
    ],
    long: [
      [
        'Find the Laplace transform of t sin t.',
        "Solve y'' + y = t sin t with y(0) = 0 and y'(0) = 1 using the Laplace transform.",
      ],
      [
        "Solve y'' - 4y' + 4y = e^(2x) by variation of parameters.",
        'Check your solution by substitution.',
      ],
      [
        'Solve the difference equation y(n + 2) - 5y(n + 1) + 6y(n) = 0 by its characteristic equation.',
        'Find y(n) for y(0) = [1] and y(1) = [2].',
      ],
    ],
  },
  MAT3003: {
    short: [
      'Show that f(z) = z^2 is analytic.',
      'State the Cauchy-Riemann equations.',
      'What is a bilinear transformation?',
      'Classify the singularities of f(z) = sin z / z.',
    ],
    long: [
      [
        'Find the residues of f(z) = z / ((z - 1)(z + 2)^2) at its poles.',
        'Evaluate the contour integral over |z| = [3] with the residue theorem.',
      ],
      [
        'Solve the wave equation for a string of length L fixed at both ends by separation of variables.',
        'Find the displacement for the initial shape given.',
      ],
      [
        'Expand f(x) = x^2 on (-pi, pi) as a Fourier series.',
        'Deduce the sum of 1 + 1/4 + 1/9 + 1/16 + ...',
      ],
    ],
  },
  MAT3004: {
    short: [
      'Define a vector space and give an example.',
      'What is the rank of a matrix?',
      'Check whether the vectors (1, 2, 3), (4, 5, 6) and (7, 8, 9) are independent.',
      'Define an orthogonal matrix.',
    ],
    long: [
      ['Find the eigenvalues and eigenvectors of the 3 x 3 matrix given.', 'Diagonalise it.'],
      [
        'Apply the Gram-Schmidt process to the vectors given.',
        'Find the QR factorisation of the matrix they form.',
      ],
      [
        'Using the Cayley-Hamilton theorem, find the inverse of the matrix given.',
        'Compute A^[4].',
      ],
    ],
  },
  MAT1014: {
    short: [
      'Prove that every tree with n vertices has exactly n - 1 edges.',
      'Construct the truth table of (p -> q) and (q -> p).',
      'What is a bipartite graph?',
      'State the pigeonhole principle.',
    ],
    long: [
      [
        "Apply Dijkstra's algorithm to the weighted graph given to find the shortest path from a to z.",
        'List the labels at every step.',
      ],
      [
        'Prove by induction that 1 + 2 + ... + n = n(n + 1)/2.',
        'Prove that 3 divides n^3 - n for every n.',
      ],
      [
        'Find an Euler circuit of the graph given, if one exists.',
        'State the condition for a Hamiltonian circuit.',
      ],
    ],
  },
  PHY1701: {
    short: [
      'What is total internal reflection?',
      'Explain the de Broglie hypothesis.',
      'What is population inversion?',
      'Define the Fermi level.',
    ],
    long: [
      ['Explain the construction and working of a He-Ne laser.', 'Draw its energy level diagram.'],
      [
        'Derive the energy levels of a particle in a one-dimensional box.',
        'Sketch the first three wave functions.',
      ],
      [
        'Explain the Hall effect in semiconductors.',
        'Find the carrier concentration from the data given.',
      ],
    ],
  },
  PHY1999: {
    short: [
      'What makes a project idea innovative?',
      'Explain the design thinking process.',
      'What is a prototype?',
      'How do you test a project idea with users?',
    ],
    long: [
      [
        'Describe a problem on campus you would solve with a project.',
        'Plan its first prototype and how you will test it.',
      ],
      ['Explain how to write a project proposal.', 'Draw a Gantt chart for a [12]-week project.'],
      [
        'Explain how a team divides the work of a project.',
        'How should it handle a member who misses deadlines?',
      ],
    ],
  },
  CHY1701: {
    short: [
      'What is hardness of water?',
      'Explain the principle of a lithium-ion cell.',
      'What is corrosion?',
      'Define the calorific value of a fuel.',
    ],
    long: [
      [
        'Describe how hardness of water is estimated by the EDTA method.',
        'Find the hardness of the sample given.',
      ],
      [
        'Discuss electrochemical corrosion with the reactions at the anode and the cathode.',
        'Explain cathodic protection.',
      ],
      [
        'Describe the zeolite process of water softening.',
        'Compare it with the ion-exchange process.',
      ],
    ],
  },
  CHY1002: {
    short: [
      'What is an ecosystem?',
      'Describe the carbon cycle.',
      'What is biodiversity?',
      'Explain the greenhouse effect.',
    ],
    long: [
      [
        'Discuss the causes and effects of air pollution.',
        'Suggest two ways to control it in a city.',
      ],
      ['Explain solid waste management.', 'Describe how a campus can reduce its waste.'],
      [
        'Explain the causes of global warming.',
        'Discuss the role of renewable energy in reducing it.',
      ],
    ],
  },
  BIT1026: {
    short: [
      'Explain the structure of DNA.',
      'What is an enzyme?',
      'Compare prokaryotic and eukaryotic cells.',
      'What is a biosensor?',
    ],
    long: [
      [
        'Describe the polymerase chain reaction step by step.',
        'Explain why the enzyme used must be heat-stable.',
      ],
      ['Explain how the heart pumps blood.', 'Compare it with a mechanical pump.'],
      ['Explain how a glucose biosensor works.', 'Suggest how it could be improved.'],
    ],
  },
  ENG1011: {
    short: [
      'Write a formal e-mail to a company requesting an internship.',
      'What is the difference between a report and an essay?',
      'Correct the errors in the sentences given.',
      'Write a short note on body language.',
    ],
    long: [
      [
        'Write a report of about [300] words on the problems students face in the hostel mess.',
        'Give your findings and recommendations.',
      ],
      [
        'Read the passage given and answer the questions that follow.',
        'Write a summary of the passage in about [100] words.',
      ],
      ['Write a letter to the editor on road safety near the campus.', 'Suggest three measures.'],
    ],
  },
  HUM1021: {
    short: [
      'Discuss how professional ethics differ from personal values.',
      'What is integrity?',
      'Explain the role of a code of conduct.',
      'What is whistle-blowing?',
    ],
    long: [
      ['Discuss an ethical dilemma an engineer may face.', 'How would you resolve it?'],
      ['Explain the importance of values in education.', 'Give examples from college life.'],
      ['Discuss the ethics of social media use.', 'Suggest rules for a responsible user.'],
    ],
  },
  MGT1022: {
    short: [
      'What is a minimum viable product?',
      'Explain the build-measure-learn loop.',
      'What is a pivot?',
      'Define a value proposition.',
    ],
    long: [
      [
        'Identify the value proposition, customer segments and revenue streams of the start-up given.',
        'Draw its business model canvas.',
      ],
      [
        'Explain the build-measure-learn loop and apply it to a campus start-up idea.',
        'What would you measure first?',
      ],
      [
        'Explain customer discovery interviews.',
        'Write five questions for a food delivery start-up.',
      ],
    ],
  },
  STS1101: {
    short: [
      'Prepare a two-minute self-introduction for a placement interview.',
      'What are soft skills?',
      'Explain active listening.',
      'What is the difference between a CV and a resume?',
    ],
    long: [
      [
        'Discuss the stages of team development with an example from a college project.',
        'How does a team move from storming to norming?',
      ],
      [
        'Explain the principles of effective listening and the barriers to it.',
        'Suggest how an engineer can listen better in a team meeting.',
      ],
      ['Explain how to prepare for a group discussion.', 'List the points an evaluator watches.'],
    ],
  },
  STS2101: {
    short: [
      'Find the next term in the series 3, 8, 15, 24, 35, ...',
      'Identify the logical fallacy in the argument given.',
      'What is time management?',
      'Explain the SWOT analysis of yourself.',
    ],
    long: [
      [
        'Two pipes fill a tank in [20] and [30] minutes and a third empties it in [15] minutes. When will the tank be full?',
        'Show your working.',
      ],
      [
        'A train [240] m long passes a pole in [12] s. How long will it take to pass a [360] m platform?',
        'Find its speed in km/h.',
      ],
      [
        'Explain how to set goals with the SMART method.',
        'Set three goals for your next semester.',
      ],
    ],
  },
  STS3101: {
    short: [
      'Find the average of the first [20] natural numbers.',
      'A shopkeeper sells an article at a [20]% profit. Find the cost price for a selling price of [600].',
      'Find the odd one out in the series given.',
      'What is the probability of two heads in three tosses?',
    ],
    long: [
      [
        'A sum of money doubles itself at compound interest in [15] years. In how many years will it become eight times?',
        'Explain each step.',
      ],
      ['Solve the seating arrangement puzzle given.', 'Who sits opposite A?'],
      [
        'A can do a work in [12] days and B in [18] days. In how many days will they finish it together?',
        'How long will B take to finish it after A leaves on day [3]?',
      ],
    ],
  },
};

/** Which subject area a course code prefix belongs to. */
export const AREA_BY_PREFIX: Readonly<Record<string, string>> = {
  CSE: 'computing',
  ITE: 'computing',
  ECE: 'electronics',
  EEE: 'electrical',
  MEE: 'mechanical',
  MAT: 'mathematics',
  PHY: 'sciences',
  CHY: 'sciences',
  BIT: 'sciences',
  ENG: 'humanities',
  HUM: 'humanities',
  MGT: 'humanities',
  STS: 'humanities',
};

const areaOf = (code: string) => AREA_BY_PREFIX[code.slice(0, 3)] ?? 'computing';
const banksByArea = (pick: (bank: CourseQuestions) => readonly string[]) => {
  const out: Record<string, string[]> = {};
  for (const [code, bank] of Object.entries(QUESTION_BANK))
    (out[areaOf(code)] ??= []).push(...pick(bank));
  return out;
};

/** Every course's one-line questions, by subject area (the inside-papers bench's word pool). */
export const QUESTIONS_BY_AREA: Readonly<Record<string, readonly string[]>> = banksByArea(
  (bank) => bank.short,
);
/** Every course's long questions' first parts, by subject area. */
export const LONG_QUESTIONS_BY_AREA: Readonly<Record<string, readonly string[]>> = banksByArea(
  (bank) => bank.long.map((parts) => parts[0] ?? ''),
);
/** The long questions' second parts, written as the (b) they are printed as. */
export const FOLLOW_UPS: readonly string[] = Object.values(QUESTION_BANK).flatMap((bank) =>
  bank.long.flatMap((parts) => parts.slice(1).map((part) => `(b) ${part}`)),
);
